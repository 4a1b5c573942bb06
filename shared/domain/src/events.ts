import { z } from 'zod';
import { INSTALMENT_DEADLINE_DAYS_BEFORE_EVENT, MAX_ADMIT_PER_MINUTE, MAX_CANCEL_UNTIL_DAYS, MAX_QUANTITY } from './eventLimits';
import { PenceSchema } from './money';
import { EventTimeZoneSchema } from './timeZoneSchema';
import { ADDRESS_MAX, DESCRIPTION_MAX, IMAGE_URL_MAX, limitText, PACKAGE_ITEM_MAX, TITLE_MAX } from './text';

// Wire shapes of events, shared by the API (responses) and the browser apps (parsing, forms).
// Money is integer pence; dates travel as UTC-midnight ISO strings because that is what the
// admin forms send, while the instalment deadline is a plain calendar day.

export const EventStatus = z.enum(['OPEN', 'CLOSED']);
export type EventStatus = z.infer<typeof EventStatus>;

export const DiscountFor = z.enum(['MALE', 'FEMALE', 'BOTH', '']);
export type DiscountFor = z.infer<typeof DiscountFor>;

const utcMidnight = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/, 'Expected YYYY-MM-DDT00:00:00.000Z');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm');
const calendarDay = z.iso.date();

const eventFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  price: PenceSchema,
  status: EventStatus,
  accomodationPriceSingle: PenceSchema,
  accomodationPriceShared: PenceSchema,
  images: z.array(z.string()),
  posterImage: z.string(),
  capacity: z.number().int().nonnegative(),
  ticketsSold: z.number().int().nonnegative(),
  /** What a buyer can still order: capacity less tickets bought and tickets held by unpaid orders. */
  ticketsLeft: z.number().int().nonnegative(),
  instalmentDeadline: calendarDay,
  /** Buyers may cancel on their booking page until this many days before the event (0: never)... */
  cancelUntilDays: z.int().nonnegative(),
  /** ...and get back what they paid less this percentage. */
  cancellationFeePercent: z.int().min(0).max(100),
  /** The IANA zone the event's day and times are read in (docs/product-rules.md#event-times). */
  timeZone: z.string(),
  /** When a multi-day event ends: a UTC-midnight day like the start's, and HH:mm; null when not set. */
  endDate: utcMidnight.nullable(),
  endTime: clockTime.nullable(),
  // The sale rush settings (docs/product-rules.md#sale-rush).
  /** When tickets go on sale, an ISO instant; null: on sale now. */
  onSaleAt: z.string().nullable(),
  useQueue: z.boolean(),
  admitPerMinute: z.int().positive(),
  /** The most tickets one order may take. */
  maxPerOrder: z.int().positive(),
  /** The most tickets one buyer e-mail may hold or buy across orders; null: no limit. */
  maxPerEmail: z.int().positive().nullable(),
};

/** The fields both kinds of event have. */
export type EventFields = z.infer<z.ZodObject<typeof eventFields>>;

export const Experience = z.object({
  ...eventFields,
  arrivalDate: utcMidnight,
  arrivalTime: clockTime,
  eventPackage: z.array(z.string()),
});
export type Experience = z.infer<typeof Experience>;

export const Party = z.object({
  ...eventFields,
  date: utcMidnight,
  time: clockTime,
  discount: PenceSchema,
  discountFor: DiscountFor,
});
export type Party = z.infer<typeof Party>;

export const EventListQuery = z.object({ status: EventStatus.optional() });
export type EventListQuery = z.infer<typeof EventListQuery>;

export const ExperienceList = z.object({ data: z.array(Experience) });
export type ExperienceList = z.infer<typeof ExperienceList>;

export const PartyList = z.object({ data: z.array(Party) });
export type PartyList = z.infer<typeof PartyList>;

/** The instalment deadline an event gets unless an admin sets one: 'YYYY-MM-DD' in, same out. */
export function defaultInstalmentDeadline(eventDay: string): string {
  const day = new Date(`${eventDay}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - INSTALMENT_DEADLINE_DAYS_BEFORE_EVENT);
  return day.toISOString().slice(0, 10);
}

// ---- Writing events (create/edit payloads and the form rules, docs/product-rules.md#event-forms) ----

/** The experience form's messages, in the order the form checks them. */
export const EXPERIENCE_MESSAGES = {
  title: 'Please enter event title',
  price: 'Please enter ticket price',
  arrivalDate: 'Please select arrival date',
  arrivalTime: 'Please select arrival time',
  address: 'Please enter event address',
  description: 'Please enter event description',
  eventPackage: 'Please add at least one package item',
  accomodationPriceSingle: 'Please enter single accommodation price',
  accomodationPriceShared: 'Please enter shared accommodation price',
  experienceImages: 'Please add at least 3 event images',
  posterImage: 'Please add a poster image',
} as const;

/** The party form's messages, in the order the form checks them. */
export const PARTY_MESSAGES = {
  title: 'Please enter the title',
  price: 'Please enter the price',
  date: 'Please enter the date',
  time: 'Please enter the time',
  description: 'Please enter the description',
  address: 'Please enter the address',
  discount: 'A discount amount is required when applying a discount to a gender.',
  partyImages: 'Please add at least 3 event images.',
  posterImage: 'Please add a poster image.',
} as const;

export const MIN_EVENT_IMAGES = 3;
// Bounds keep every value inside its database column (integer pence, sane text sizes), so
// oversized input is a 400 rather than a database error.
export const MAX_EVENT_PENCE = 100_000_000;
export const MAX_EVENT_CAPACITY = 1_000_000;
// (The text limits are in text.ts, with every other field's.)
export const MAX_LIST_LENGTH = 50;

export const IMAGE_URL_MESSAGE = 'Images must be uploaded through the site first';

/**
 * An image the site may show: a file we stored (/uploads/...) or an https URL, which the API
 * further limits to the configured image host. Anything else (javascript:, data:, other schemes,
 * path tricks) is refused.
 */
export const ImageUrl = limitText(z.string(), { label: 'Image address', max: IMAGE_URL_MAX, tooLong: IMAGE_URL_MESSAGE })
  .regex(/^(\/uploads\/(?!.*\.\.)[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>\\]+)$/, IMAGE_URL_MESSAGE)
  .meta({ examples: ['/uploads/0f4c2a9e7b1d4c6a.png'] });

/** The day part ('YYYY-MM-DD') of an event date on the wire, which may come as UTC midnight. */
export const eventDayOf = (value: string) => value.slice(0, 10);

const filledText = (message: string, label: string, max: number, multiLine = false) =>
  limitText(z.string(message).trim().min(1, { error: message, abort: true }), { label, max, multiLine });
export const WHOLE_PENCE_MESSAGE = 'Amounts must be whole pence';
const amount = (message: string) => z.number(message).int(WHOLE_PENCE_MESSAGE).min(0, message).max(MAX_EVENT_PENCE);
// 'YYYY-MM-DD' or that day's UTC midnight (what the admin forms send); never a local time that could
// shift the day.
const eventDay = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/, message)
    .refine((value) => calendarDay.safeParse(eventDayOf(value)).success, message)
    .meta({ examples: ['2031-05-17T00:00:00.000Z'] });
const eventTime = (message: string) =>
  z
    .string(message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message)
    .meta({ examples: ['19:30'] });
const packageItem = filledText(EXPERIENCE_MESSAGES.eventPackage, 'Package item', PACKAGE_ITEM_MAX);

/** Fields both kinds take beyond the original payloads (docs/product-rules.md#events). */
const eventExtras = {
  capacity: z.int('Capacity must be a whole number').min(0, 'Capacity cannot be negative').max(MAX_EVENT_CAPACITY).optional(),
  instalmentDeadline: calendarDay.optional(),
  status: EventStatus.optional(),
  // The cancellation policy (docs/product-rules.md#cancellation-policy): 0 days = buyers cannot cancel.
  cancelUntilDays: z
    .int('Cancellation days must be a whole number')
    .min(0, 'Cancellation days cannot be negative')
    .max(MAX_CANCEL_UNTIL_DAYS, `Cancellation days must be at most ${MAX_CANCEL_UNTIL_DAYS}`)
    .optional(),
  cancellationFeePercent: z
    .int('The cancellation fee must be a whole percentage')
    .min(0, 'The cancellation fee cannot be negative')
    .max(100, 'The cancellation fee cannot be more than 100%')
    .optional(),
  timeZone: EventTimeZoneSchema.optional(),
  // An end is optional; null clears it on an edit.
  endDate: eventDay('Please enter a valid end date').nullable().optional(),
  endTime: eventTime('Please enter a valid end time').nullable().optional(),
  // The sale rush settings (docs/product-rules.md#sale-rush); null clears the on-sale time and the
  // per-buyer limit on an edit.
  onSaleAt: z.iso
    .datetime({ offset: true, error: 'Please enter a valid on-sale date and time' })
    .nullable()
    .optional()
    .meta({ examples: ['2031-04-01T09:00:00.000Z'] }),
  useQueue: z.boolean('Use a queue must be true or false').optional(),
  admitPerMinute: z
    .int('Buyers per minute must be a whole number')
    .min(1, 'Buyers per minute must be at least 1')
    .max(MAX_ADMIT_PER_MINUTE, `Buyers per minute must be at most ${MAX_ADMIT_PER_MINUTE}`)
    .optional(),
  maxPerOrder: z
    .int('The limit per order must be a whole number')
    .min(1, 'The limit per order must be at least 1')
    .max(MAX_QUANTITY, `The limit per order must be at most ${MAX_QUANTITY}`)
    .optional(),
  maxPerEmail: z
    .int('The limit per e-mail address must be a whole number')
    .min(1, 'The limit per e-mail address must be at least 1')
    .max(MAX_EVENT_CAPACITY)
    .nullable()
    .optional(),
};

const experienceFields = {
  title: filledText(EXPERIENCE_MESSAGES.title, 'Title', TITLE_MAX),
  price: amount(EXPERIENCE_MESSAGES.price),
  arrivalDate: eventDay(EXPERIENCE_MESSAGES.arrivalDate),
  arrivalTime: eventTime(EXPERIENCE_MESSAGES.arrivalTime),
  address: filledText(EXPERIENCE_MESSAGES.address, 'Address', ADDRESS_MAX),
  description: filledText(EXPERIENCE_MESSAGES.description, 'Description', DESCRIPTION_MAX, true),
  accomodationPriceSingle: amount(EXPERIENCE_MESSAGES.accomodationPriceSingle),
  accomodationPriceShared: amount(EXPERIENCE_MESSAGES.accomodationPriceShared),
  posterImage: ImageUrl,
  ...eventExtras,
};

const partyFields = {
  title: filledText(PARTY_MESSAGES.title, 'Title', TITLE_MAX),
  price: amount(PARTY_MESSAGES.price),
  discount: amount(PARTY_MESSAGES.discount),
  date: eventDay(PARTY_MESSAGES.date),
  time: eventTime(PARTY_MESSAGES.time),
  description: filledText(PARTY_MESSAGES.description, 'Description', DESCRIPTION_MAX, true),
  discountFor: DiscountFor,
  address: filledText(PARTY_MESSAGES.address, 'Address', ADDRESS_MAX),
  posterImage: ImageUrl,
  // Beyond the party form's checked fields, parties carry room prices too; 0 unless given.
  accomodationPriceSingle: amount('Please enter single accommodation price').optional(),
  accomodationPriceShared: amount('Please enter shared accommodation price').optional(),
  ...eventExtras,
};

// Any object: the forms pass their own state, the API the raw request body.
type Form = Readonly<Record<string, unknown>>;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const countFilled = (value: unknown) => (Array.isArray(value) ? value.filter(isFilled).length : 0);

/**
 * The first message an experience form (or create payload) fails, or undefined
 * (docs/product-rules.md#event-forms). The admin form toasts it and the API answers it, so both
 * stop at the same rule.
 */
export function validateExperienceForm(values: object): string | undefined {
  const form = values as Form;
  const m = EXPERIENCE_MESSAGES;
  if (!isFilled(form.title)) return m.title;
  if (!isNumber(form.price)) return m.price;
  if (!isFilled(form.arrivalDate)) return m.arrivalDate;
  if (!isFilled(form.arrivalTime)) return m.arrivalTime;
  if (!isFilled(form.address)) return m.address;
  if (!isFilled(form.description)) return m.description;
  if (countFilled(form.eventPackage) < 1) return m.eventPackage;
  if (!isNumber(form.accomodationPriceSingle)) return m.accomodationPriceSingle;
  if (!isNumber(form.accomodationPriceShared)) return m.accomodationPriceShared;
  if (countFilled(form.experienceImages) < MIN_EVENT_IMAGES) return m.experienceImages;
  if (!isFilled(form.posterImage)) return m.posterImage;
  return undefined;
}

/** The first message a party form (or create payload) fails, or undefined. */
export function validatePartyForm(values: object): string | undefined {
  const form = values as Form;
  const m = PARTY_MESSAGES;
  if (!isFilled(form.title)) return m.title;
  if (!isNumber(form.price)) return m.price;
  if (!isFilled(form.date)) return m.date;
  if (!isFilled(form.time)) return m.time;
  if (!isFilled(form.description)) return m.description;
  if (!isFilled(form.address)) return m.address;
  const targeted = typeof form.discountFor === 'string' && form.discountFor !== '';
  if (targeted && !(isNumber(form.discount) && (form.discount as number) > 0)) return m.discount;
  if (countFilled(form.partyImages) < MIN_EVENT_IMAGES) return m.partyImages;
  if (!isFilled(form.posterImage)) return m.posterImage;
  return undefined;
}

const imageList = z.array(ImageUrl).max(MAX_LIST_LENGTH, `At most ${MAX_LIST_LENGTH} images`);
const packageList = z.array(packageItem).max(MAX_LIST_LENGTH, `At most ${MAX_LIST_LENGTH} package items`);

export const INSTALMENT_DEADLINE_MESSAGE = 'The instalment deadline must be on or before the event date';

/**
 * A create payload: the form's ordered rules run before the typed shape, so a payload with
 * several mistakes gets the one message the form would show first rather than a list; then the
 * instalment deadline may not fall after the event day.
 */
function eventCreate<Shape extends z.ZodObject>(
  validate: (form: object) => string | undefined,
  shape: Shape,
  dayKey: string,
  timeKey: string,
) {
  const withDeadline = shape
    .refine(
      (event) => {
        const { [dayKey]: day, instalmentDeadline } = event as Record<string, string | undefined>;
        return day === undefined || instalmentDeadline === undefined || instalmentDeadline <= eventDayOf(day);
      },
      { message: INSTALMENT_DEADLINE_MESSAGE, path: ['instalmentDeadline'] },
    )
    .refine((event) => endsAfterStart(event as Record<string, string | null | undefined>, dayKey, timeKey), {
      message: EVENT_END_MESSAGE,
      path: ['endDate'],
    });
  return z.preprocess((input, ctx) => {
    const form = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
    const message = validate(form);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input });
    return input;
  }, withDeadline);
}

export const EVENT_END_MESSAGE = 'The event must end after it starts';

/** An end time needs an end day; the end may not come before the start (the same zone for both). */
function endsAfterStart(event: Record<string, string | null | undefined>, dayKey: string, timeKey: string): boolean {
  const { [dayKey]: day, [timeKey]: time, endDate, endTime } = event;
  if (!endDate) return !endTime;
  if (!day) return true;
  const [startDay, endDay] = [eventDayOf(day), eventDayOf(endDate)];
  if (endDay !== startDay) return endDay > startDay;
  return !endTime || !time || endTime > time;
}

export const ExperienceCreate = eventCreate(
  validateExperienceForm,
  z.object({
    ...experienceFields,
    eventPackage: packageList.min(1, EXPERIENCE_MESSAGES.eventPackage),
    experienceImages: imageList.min(MIN_EVENT_IMAGES, EXPERIENCE_MESSAGES.experienceImages),
  }),
  'arrivalDate',
  'arrivalTime',
);
export type ExperienceCreateInput = z.input<typeof ExperienceCreate>;
export type ExperienceCreate = z.output<typeof ExperienceCreate>;

export const PartyCreate = eventCreate(
  validatePartyForm,
  z.object({ ...partyFields, partyImages: imageList.min(MIN_EVENT_IMAGES, PARTY_MESSAGES.partyImages) }),
  'date',
  'time',
);
export type PartyCreateInput = z.input<typeof PartyCreate>;
export type PartyCreate = z.output<typeof PartyCreate>;

// Edits send only what changed (docs/product-rules.md#editing-events); unknown keys are
// refused so a misspelt field is an error rather than a silent no-op. The server checks the
// edited event against the create rules.
// imageOrder, when given, is the whole list after the additions and removals in the admin's new
// order: the same images, rearranged (the first is shown first on the event page).
const imageChanges = { addImages: imageList.optional(), removeImages: imageList.optional(), imageOrder: imageList.optional() };

export const ExperienceEdit = z.strictObject({
  updateData: z.strictObject(experienceFields).partial().optional(),
  ...imageChanges,
  addEventPackages: packageList.optional(),
  removeEventPackages: packageList.optional(),
});
export type ExperienceEdit = z.input<typeof ExperienceEdit>;

export const PartyEdit = z.strictObject({
  updateData: z.strictObject(partyFields).partial().optional(),
  ...imageChanges,
});
export type PartyEdit = z.input<typeof PartyEdit>;

/** POST /experience/create answers the new experience in data (the admin form reads data.data.id). */
export const ExperienceCreated = z.object({ data: Experience });
export type ExperienceCreated = z.infer<typeof ExperienceCreated>;

/** POST /uploads answers like the image host does, so the forms read secure_url either way. */
export const UploadedImage = z.object({ secure_url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;
