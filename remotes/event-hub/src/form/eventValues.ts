// The fields both event forms share, as the inputs hold them (text; money in pounds as typed),
// read from an event as summarizeEvent gives it. The two forms' fields() write them back in the
// wire's names (integer pence, UTC-midnight days).
import {
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_CANCEL_UNTIL_DAYS,
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_EVENT_CAPACITY,
  DEFAULT_TIME_ZONE,
  defaultInstalmentDeadline,
  EVENT_END_MESSAGE,
  eventDayOf,
  ExperienceEdit,
  INSTALMENT_DEADLINE_MESSAGE,
  type EventTimeZone,
  penceToPoundsString,
  poundsToPence,
  type EventStatus,
  type EventSummary,
  eventInstant,
  wallClockAt,
} from '@shared/domain';

export interface EventValues {
  title: string;
  price: string;
  /** 'YYYY-MM-DD' as a date input holds it. */
  day: string;
  time: string;
  /** 'YYYY-MM-DD' and 'HH:mm' of a multi-day event's end; empty when it has none. */
  endDay: string;
  endTime: string;
  timeZone: EventTimeZone;
  address: string;
  description: string;
  accommodationPriceSingle: string;
  accommodationPriceShared: string;
  images: string[];
  posterImage: string;
  capacity: string;
  /** 'YYYY-MM-DD'; empty means the default, 14 days before the event (and it follows the date). */
  instalmentDeadline: string;
  status: EventStatus;
  /** Whole days before the event; empty means the default, 14. */
  cancelUntilDays: string;
  /** A whole percentage; empty means no fee. */
  cancellationFeePercent: string;
  // The sale (docs/product-rules.md#on-sale-time-and-limits).
  /** When tickets go on sale, 'YYYY-MM-DD' and 'HH:mm' in the event's zone; both empty: on sale now. */
  onSaleDay: string;
  onSaleTime: string;
  useQueue: boolean;
  /** Buyers the queue lets through a minute; read only when the queue is used. */
  admitPerMinute: string;
  maxPerOrder: string;
  /** Empty: no limit per buyer e-mail address. */
  maxPerEmail: string;
}

export const emptyEventValues: EventValues = {
  title: '',
  price: '',
  day: '',
  time: '',
  endDay: '',
  endTime: '',
  timeZone: DEFAULT_TIME_ZONE,
  address: '',
  description: '',
  accommodationPriceSingle: '',
  accommodationPriceShared: '',
  images: [],
  posterImage: '',
  capacity: String(DEFAULT_EVENT_CAPACITY),
  instalmentDeadline: '',
  status: 'OPEN',
  cancelUntilDays: String(DEFAULT_CANCEL_UNTIL_DAYS),
  cancellationFeePercent: '0',
  onSaleDay: '',
  onSaleTime: '',
  useQueue: false,
  admitPerMinute: String(DEFAULT_ADMIT_PER_MINUTE),
  maxPerOrder: String(DEFAULT_MAX_PER_ORDER),
  maxPerEmail: '',
};

/** The fields of an event from the API that the form shows. */
export type EventFields = Pick<
  EventSummary,
  | 'title'
  | 'price'
  | 'address'
  | 'description'
  | 'accommodationPriceSingle'
  | 'accommodationPriceShared'
  | 'images'
  | 'posterImage'
  | 'capacity'
  | 'instalmentDeadline'
  | 'status'
  | 'cancelUntilDays'
  | 'cancellationFeePercent'
  | 'date'
  | 'time'
  | 'endDate'
  | 'endTime'
  | 'timeZone'
  | 'onSaleAt'
  | 'useQueue'
  | 'admitPerMinute'
  | 'maxPerOrder'
  | 'maxPerEmail'
>;

/** The shared values of an event from the API. */
export function eventValuesOf(event: EventFields): EventValues {
  const eventDay = eventDayOf(event.date);
  // Shown as the wall clock of the event's zone, like its other times.
  const onSale = event.onSaleAt ? wallClockAt(new Date(event.onSaleAt), event.timeZone) : { day: '', time: '' };
  return {
    title: event.title,
    price: penceToPoundsString(event.price),
    day: eventDay,
    time: event.time.slice(0, 5),
    endDay: event.endDate ? eventDayOf(event.endDate) : '',
    endTime: event.endTime ?? '',
    // The API stores only zones of the list.
    timeZone: event.timeZone as EventTimeZone,
    address: event.address,
    description: event.description,
    accommodationPriceSingle: penceToPoundsString(event.accommodationPriceSingle),
    accommodationPriceShared: penceToPoundsString(event.accommodationPriceShared),
    images: event.images,
    posterImage: event.posterImage,
    capacity: String(event.capacity),
    // A party carried in the create page's query may have no day yet, and so no default deadline.
    instalmentDeadline: eventDay && event.instalmentDeadline === defaultInstalmentDeadline(eventDay) ? '' : event.instalmentDeadline,
    status: event.status,
    cancelUntilDays: String(event.cancelUntilDays),
    cancellationFeePercent: String(event.cancellationFeePercent),
    onSaleDay: onSale.day,
    onSaleTime: onSale.time,
    useQueue: event.useQueue,
    admitPerMinute: String(event.admitPerMinute),
    maxPerOrder: String(event.maxPerOrder),
    maxPerEmail: event.maxPerEmail === null ? '' : String(event.maxPerEmail),
  };
}

/** Pence for a typed amount; undefined when empty or not an amount, which the form's rule reports. */
export const pence = (text: string): number | undefined => (text.trim() === '' ? undefined : (poundsToPence(text) ?? undefined));

/** The wire carries event days as UTC midnight. */
export const wireDay = (day: string): string => (day ? `${day}T00:00:00.000Z` : '');

const wholeNumber = (text: string): number | undefined => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * A typed number as it reads, whole or not, so that the shared schema judges it with its own
 * messages; NaN when it is no number at all; `empty` for an empty field.
 */
function typedNumber(text: string, empty: number): number {
  const typed = text.trim();
  if (typed === '') return empty;
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/** The cancellation policy (docs/product-rules.md#cancellation-policy), as the payloads take it. */
function cancellationFields(values: EventValues) {
  return {
    cancelUntilDays: typedNumber(values.cancelUntilDays, DEFAULT_CANCEL_UNTIL_DAYS),
    cancellationFeePercent: typedNumber(values.cancellationFeePercent, 0),
  };
}

/**
 * The on-sale time as the payloads take it: the instant of the day and time in the event's zone;
 * null when both are empty (on sale now, and clears a set time on an edit). With one of the two
 * missing it is sent as typed, which the shared schema refuses with its own message.
 */
function onSaleAt({ onSaleDay, onSaleTime, timeZone }: EventValues): string | null {
  if (!onSaleDay && !onSaleTime) return null;
  if (!onSaleDay || !onSaleTime) return `${onSaleDay}T${onSaleTime}`;
  return eventInstant(onSaleDay, onSaleTime, timeZone).toISOString();
}

/** The sale settings (docs/product-rules.md#on-sale-time-and-limits), as the payloads take them. */
function saleFields(values: EventValues) {
  return {
    onSaleAt: onSaleAt(values),
    useQueue: values.useQueue,
    // Left as it is while no queue is used: the field is hidden then.
    admitPerMinute: values.useQueue ? typedNumber(values.admitPerMinute, DEFAULT_ADMIT_PER_MINUTE) : undefined,
    maxPerOrder: typedNumber(values.maxPerOrder, DEFAULT_MAX_PER_ORDER),
    // null: no limit (and clears one on an edit).
    maxPerEmail: values.maxPerEmail.trim() === '' ? null : typedNumber(values.maxPerEmail, 0),
  };
}

// The shared schema's rules and messages for the policy and the sale (both kinds take them alike):
// the API checks the same.
const eventRules = ExperienceEdit.shape.updateData.unwrap();
const cancellationPolicy = eventRules.pick({ cancelUntilDays: true, cancellationFeePercent: true });
const saleRules = eventRules.pick({ onSaleAt: true, useQueue: true, admitPerMinute: true, maxPerOrder: true, maxPerEmail: true });

/** Capacity, instalment deadline, status, cancellation policy, zone, end and sale, as the create and edit payloads take them. */
export function extraFields(values: EventValues) {
  return {
    timeZone: values.timeZone,
    // null: no end (and clears one on an edit).
    endDate: values.endDay ? wireDay(values.endDay) : null,
    endTime: values.endTime || null,
    capacity: wholeNumber(values.capacity),
    // Sent as the day it stands for, so moving the date moves a default deadline with it and
    // clearing a set deadline goes back to the default.
    instalmentDeadline: values.instalmentDeadline || (values.day ? defaultInstalmentDeadline(values.day) : undefined),
    status: values.status,
    ...cancellationFields(values),
    ...saleFields(values),
  };
}

/** A rule the form fails: the field to mark (and focus) and the message said under it and in the toast. */
export interface FormError<V> {
  field: keyof V & string;
  message: string;
}

/**
 * The field a message of a form's own list belongs to: `messages` are the list by wire name,
 * `fields` the form value each wire name is typed in.
 */
export function errorOf<V, K extends string>(
  messages: Readonly<Record<K, string>>,
  fields: Readonly<Record<K, keyof V & string>>,
  message: string | undefined,
): FormError<V> | undefined {
  if (message === undefined) return undefined;
  // The form's rules only ever answer a message of their list.
  const key = (Object.keys(messages) as K[]).find((k) => messages[k] === message)!;
  return { field: fields[key], message };
}

/** The end, when given, comes after the start: the day after, or the same day at a later time. */
function endsAfterStart(values: EventValues): boolean {
  if (!values.endDay) return !values.endTime;
  if (!values.day || values.endDay !== values.day) return !values.day || values.endDay > values.day;
  return !values.endTime || !values.time || values.endTime > values.time;
}

const CANCELLATION_FIELDS = { cancelUntilDays: 'cancelUntilDays', cancellationFeePercent: 'cancellationFeePercent' } as const;

/** The field a sale rule is about: the on-sale time's day, or its time when only that is missing. */
function saleFieldOf(key: keyof ReturnType<typeof saleFields>, values: EventValues): keyof EventValues & string {
  if (key === 'onSaleAt') return values.onSaleDay && !values.onSaleTime ? 'onSaleTime' : 'onSaleDay';
  return key;
}

/** Checks of those extra fields, run after the form's own list (docs/product-rules.md#event-forms). */
export function extraFieldsError(values: EventValues): FormError<EventValues> | undefined {
  if (!endsAfterStart(values)) return { field: 'endDay', message: EVENT_END_MESSAGE };
  if (values.capacity.trim() !== '' && wholeNumber(values.capacity) === undefined)
    return { field: 'capacity', message: 'Capacity must be a whole number' };
  if (values.instalmentDeadline && values.day && values.instalmentDeadline > values.day)
    return { field: 'instalmentDeadline', message: INSTALMENT_DEADLINE_MESSAGE };
  const policy = cancellationPolicy.safeParse(cancellationFields(values));
  if (!policy.success) {
    const [issue] = policy.error.issues;
    return { field: CANCELLATION_FIELDS[issue.path[0] as keyof typeof CANCELLATION_FIELDS], message: issue.message };
  }
  const sale = saleRules.safeParse(saleFields(values));
  if (sale.success) return undefined;
  const [issue] = sale.error.issues;
  return { field: saleFieldOf(issue.path[0] as keyof ReturnType<typeof saleFields>, values), message: issue.message };
}
