import { eventHasRooms, kindOfSegment, type Gender, type InstalmentOption, type OrderPayloadInput, type RoomType } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import type { Provider } from '../event/checkoutStore';
import { attendeesPayload, type AttendeeFormValues } from './attendeeForm';

export interface CheckoutFormValues extends AttendeeFormValues {
  paymentMode: Provider;
  instalment: InstalmentOption;
  gender: Gender | '';
  room: RoomType | '';
  firstName: string;
  lastName: string;
  email: string;
  /** ISO country of the chosen dialling code ('GB'): +1 alone would not say which country. */
  country: string;
  phone: string;
  /** 'Can't see your country code?': the phone field then takes the whole international number. */
  customPhone: boolean;
  address: string;
}

export const DEFAULT_COUNTRY = 'GB';

/** Payment mode defaults to stripe; gender and room are the buyer's to choose; the first ticket is the buyer's. */
export const emptyForm: CheckoutFormValues = {
  paymentMode: 'stripe',
  instalment: 'FULL',
  gender: '',
  room: '',
  firstName: '',
  lastName: '',
  email: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  customPhone: false,
  address: '',
  attendees: [],
  sameAsBuyer: true,
};

export const contactFields = ['firstName', 'lastName', 'email', 'phone', 'address'] as const;

/** Every contact field non-empty. */
export const contactComplete = (form: CheckoutFormValues) => contactFields.every((field) => form[field].trim() !== '');

/**
 * The room the order books: the buyer's choice, or NONE for an event without rooms, which does not
 * ask (docs/product-rules.md#rooms).
 */
export const roomOf = (event: CheckoutEvent, form: CheckoutFormValues): RoomType | '' => (eventHasRooms(event.wire) ? form.room : 'NONE');

/**
 * The order payload; `phoneNumber` is the dialling code without '+' then the number. The one place
 * the checkout writes the order's wire names (`installment`, `accomodationPrice*`).
 */
export function orderPayload(event: CheckoutEvent, quantity: number, form: CheckoutFormValues, phoneNumber: string): OrderPayloadInput {
  const type = kindOfSegment(event.kind).kind;
  const party = type === 'PARTY';
  return {
    type,
    items: [party ? { partyId: event.id, quantity } : { experienceId: event.id, quantity }],
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber,
    address: form.address.trim(),
    installment: form.instalment,
    paymentType: form.paymentMode === 'stripe' ? 'Stripe' : 'Paypal',
    room: roomOf(event, form) as RoomType,
    gender: form.gender as Gender,
    attendees: attendeesPayload(form, quantity),
    ...(party ? { accomodationPriceSingle: event.accommodationPriceSingle, accomodationPriceShared: event.accommodationPriceShared } : {}),
  };
}
