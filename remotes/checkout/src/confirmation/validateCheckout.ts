import { CONTACT_REQUIRED_MESSAGE, OrderPayload, type OrderPayloadInput } from '@shared/domain';
import type { FieldErrors as SharedFieldErrors } from '@shared/ui';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { attendeeField, attendeeProblems, type AttendeeField } from './attendeeForm';
import { contactComplete, contactFields, orderPayload, roomOf, type CheckoutFormValues } from './checkoutForm';
import { invalidPhoneHint, INVALID_PHONE_MESSAGE, normalisePhone, type PhoneCountry } from './phone';

/** The Preview button's message (docs/product-rules.md#confirmation). */
export const PREVIEW_INCOMPLETE_MESSAGE = 'Please fill in all contact information fields';
export const GENDER_MESSAGE = 'Please select a gender.';
export const ROOM_MESSAGE = 'Please select a room type.';

/** The buyer's fields that can be in error, in the order the form shows them; each ticket's attendee follows. */
export const checkedFields = ['gender', 'room', ...contactFields] as const;
export type CheckedField = (typeof checkedFields)[number] | AttendeeField;
/** What each field in error says under it (docs/conventions.md#form-errors). */
export type FieldErrors = SharedFieldErrors<CheckedField>;

/** What a blank contact field says under it; the toast keeps the spec's one message for them all. */
const blankMessages: Record<(typeof contactFields)[number], string> = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  phone: 'Please enter your phone number',
  address: 'Please enter your address',
};

/** The Preview button's check: the message to show, or undefined to switch views. */
export function previewProblem(form: CheckoutFormValues): string | undefined {
  return contactComplete(form) ? undefined : PREVIEW_INCOMPLETE_MESSAGE;
}

/** The e-mail field's own check (a blank one is Pay Now's to report). */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return undefined;
  const parsed = OrderPayload.shape.email.safeParse(email);
  return parsed.success ? undefined : parsed.error.issues[0].message;
}

/** Every field that can be in error, in the form's order: focus goes to the first. */
const formOrder = (quantity: number): CheckedField[] => [
  ...checkedFields,
  ...Array.from({ length: quantity }, (_, index) => [attendeeField(index, 'name'), attendeeField(index, 'email')]).flat(),
];

/** The first field in error, in the form's order. */
export const firstInvalid = (errors: FieldErrors, quantity: number): CheckedField | undefined =>
  formOrder(quantity).find((field) => errors[field]);

/** The server schema's field names, for the rare problem only the final parse finds (a text too long). */
const payloadFields: Partial<Record<PropertyKey, (typeof checkedFields)[number]>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phone',
  address: 'address',
  gender: 'gender',
  room: 'room',
};

export type PayCheck = { problem: string; errors: FieldErrors } | { payload: OrderPayloadInput };

/**
 * Pay Now's checks (docs/product-rules.md#confirmation). Every field in error is named with what it
 * says under it; the toast is one message in the checkout's order (contact fields, gender, room,
 * the e-mail and the phone number, then the attendees). A passing form answers the order payload,
 * which the server checks again with the same schema.
 */
export async function checkForPayment(
  event: CheckoutEvent,
  quantity: number,
  form: CheckoutFormValues,
  country: PhoneCountry,
): Promise<PayCheck> {
  const errors: FieldErrors = {};
  if (!form.gender) errors.gender = GENDER_MESSAGE;
  if (!roomOf(event, form)) errors.room = ROOM_MESSAGE;
  for (const field of contactFields) if (!form[field].trim()) errors[field] = blankMessages[field];
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  const phoneNumber = form.phone.trim() ? await normalisePhone(form.phone, country, form.customPhone) : undefined;
  if (form.phone.trim() && !phoneNumber) errors.phone = invalidPhoneHint(country, form.customPhone);
  const attendees = attendeeProblems(form, quantity);
  Object.assign(errors, attendees);

  const problem = !contactComplete(form)
    ? CONTACT_REQUIRED_MESSAGE
    : (errors.gender ?? errors.room ?? errors.email ?? (errors.phone && INVALID_PHONE_MESSAGE) ?? Object.values(attendees)[0]);
  if (problem) return { problem, errors };

  const payload = orderPayload(event, quantity, form, phoneNumber!);
  const parsed = OrderPayload.safeParse(payload);
  if (parsed.success) return { payload };
  const issue = parsed.error.issues[0];
  const [name, index, part] = issue.path;
  const field =
    name === 'attendees' && typeof index === 'number' && (part === 'name' || part === 'email')
      ? attendeeField(index, part)
      : payloadFields[name];
  return { problem: issue.message, errors: field ? { [field]: issue.message } : {} };
}
