import {
  DEFAULT_SALE_SETTINGS,
  PARTY_MESSAGES,
  Party as PartySchema,
  penceToPoundsString,
  summarizeEvent,
  validatePartyForm,
  type DiscountFor,
  type Party,
  type PartyCreateInput,
  type PartyEdit,
} from '@shared/domain';
import { changedFields, compactEdit, imageChanges } from './diff';
import {
  emptyEventValues,
  errorOf,
  eventValuesOf,
  extraFields,
  extraFieldsError,
  pence,
  wireDay,
  type EventValues,
  type FormError,
} from './eventValues';

export interface PartyValues extends EventValues {
  discount: string;
  discountMale: boolean;
  discountFemale: boolean;
}

export const emptyPartyValues: PartyValues = {
  ...emptyEventValues,
  discount: '',
  discountMale: false,
  discountFemale: false,
  // Parties carry room prices too; none unless the admin sets them.
  accommodationPriceSingle: '0.00',
  accommodationPriceShared: '0.00',
};

export function partyValuesOf(party: Party): PartyValues {
  return {
    ...eventValuesOf(summarizeEvent('parties', party)),
    discount: party.discount > 0 ? penceToPoundsString(party.discount) : '',
    discountMale: party.discountFor === 'MALE' || party.discountFor === 'BOTH',
    discountFemale: party.discountFor === 'FEMALE' || party.discountFor === 'BOTH',
  };
}

/** The genders ticked, whatever the amount: what the discount rule looks at. */
function tickedFor(male: boolean, female: boolean): DiscountFor {
  if (male && female) return 'BOTH';
  if (male) return 'MALE';
  if (female) return 'FEMALE';
  return '';
}

/** Both ticked => BOTH, one => MALE or FEMALE; none ticked, or no discount price => empty. */
export function discountTarget(male: boolean, female: boolean, discount: number | undefined): DiscountFor {
  return discount !== undefined && discount > 0 ? tickedFor(male, female) : '';
}

/** The party's fields in the wire's names: the one place the form writes them. */
function fields(values: PartyValues) {
  const discount = pence(values.discount);
  return {
    title: values.title,
    price: pence(values.price),
    discount: discount ?? 0,
    date: wireDay(values.day),
    time: values.time,
    description: values.description,
    discountFor: discountTarget(values.discountMale, values.discountFemale, discount),
    address: values.address,
    posterImage: values.posterImage,
    accomodationPriceSingle: pence(values.accommodationPriceSingle) ?? 0,
    accomodationPriceShared: pence(values.accommodationPriceShared) ?? 0,
    ...extraFields(values),
  };
}

/** The form value each of the list's messages is about. */
const FIELD_OF_MESSAGE = {
  title: 'title',
  price: 'price',
  date: 'day',
  time: 'time',
  description: 'description',
  address: 'address',
  discount: 'discount',
  partyImages: 'images',
  posterImage: 'posterImage',
} as const satisfies Record<keyof typeof PARTY_MESSAGES, keyof PartyValues>;

/** The first rule the form fails: its own list in order, then the extra fields. */
export function partyFormError(values: PartyValues): FormError<PartyValues> | undefined {
  const message = validatePartyForm({
    ...fields(values),
    discount: pence(values.discount),
    discountFor: tickedFor(values.discountMale, values.discountFemale),
    partyImages: values.images,
  });
  return errorOf<PartyValues, keyof typeof PARTY_MESSAGES>(PARTY_MESSAGES, FIELD_OF_MESSAGE, message) ?? extraFieldsError(values);
}

export function partyCreateBody(values: PartyValues): PartyCreateInput {
  return { ...fields(values), partyImages: values.images } as PartyCreateInput;
}

/** PUT /party/edit/{id}: only what differs from the server's copy; undefined when nothing does. */
export function partyEditBody(server: Party, values: PartyValues): PartyEdit | undefined {
  return compactEdit({
    updateData: changedFields(fields(partyValuesOf(server)), fields(values)),
    ...imageChanges(server.images, values.images),
  });
}

/**
 * The create-party page may carry the event as JSON in its `data` query value; the
 * fields it carries start the form, the rest start empty (so does an unreadable value).
 */
export function partyValuesFromQuery(data: string | null): PartyValues {
  const party = parseParty(data);
  if (!party) return emptyPartyValues;
  const carried = partyValuesOf({ ...blankParty, ...party });
  const entries = (Object.keys(emptyPartyValues) as (keyof PartyValues)[]).map((key) => [
    key,
    sourceOf[key] in party ? carried[key] : emptyPartyValues[key],
  ]);
  return Object.fromEntries(entries) as PartyValues;
}

function parseParty(data: string | null): Partial<Party> | undefined {
  if (!data) return undefined;
  try {
    const parsed = PartySchema.partial().safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Which wire field each form value comes from: the query carries a party in the wire's names. */
const sourceOf: Record<keyof PartyValues, keyof Party> = {
  title: 'title',
  price: 'price',
  day: 'date',
  time: 'time',
  endDay: 'endDate',
  endTime: 'endTime',
  timeZone: 'timeZone',
  address: 'address',
  description: 'description',
  accommodationPriceSingle: 'accomodationPriceSingle',
  accommodationPriceShared: 'accomodationPriceShared',
  images: 'images',
  posterImage: 'posterImage',
  capacity: 'capacity',
  instalmentDeadline: 'instalmentDeadline',
  status: 'status',
  cancelUntilDays: 'cancelUntilDays',
  cancellationFeePercent: 'cancellationFeePercent',
  onSaleDay: 'onSaleAt',
  onSaleTime: 'onSaleAt',
  useQueue: 'useQueue',
  admitPerMinute: 'admitPerMinute',
  maxPerOrder: 'maxPerOrder',
  maxPerEmail: 'maxPerEmail',
  discount: 'discount',
  discountMale: 'discountFor',
  discountFemale: 'discountFor',
};

// Stands in for the fields the JSON leaves out; those values are not used.
const blankParty: Party = {
  id: '',
  title: '',
  description: '',
  address: '',
  price: 0,
  status: 'OPEN',
  accomodationPriceSingle: 0,
  accomodationPriceShared: 0,
  images: [],
  posterImage: '',
  capacity: 0,
  ticketsSold: 0,
  ticketsLeft: 0,
  instalmentDeadline: '',
  cancelUntilDays: 14,
  cancellationFeePercent: 0,
  timeZone: 'Africa/Lagos',
  endDate: null,
  endTime: null,
  ...DEFAULT_SALE_SETTINGS,
  date: '',
  time: '',
  discount: 0,
  discountFor: '',
};
