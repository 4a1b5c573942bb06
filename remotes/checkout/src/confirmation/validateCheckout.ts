import { CONTACT_REQUIRED_MESSAGE, OrderPayload, type OrderPayloadInput } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { contactComplete, orderPayload, type CheckoutFormValues } from './checkoutForm';
import { INVALID_PHONE_MESSAGE, normalisePhone } from './phone';

/** The Preview button's message (docs/product-rules.md#confirmation). */
export const PREVIEW_INCOMPLETE_MESSAGE = 'Please fill in all contact information fields';
export const GENDER_MESSAGE = 'Please select a gender.';
export const ROOM_MESSAGE = 'Please select a room type.';

/** The Preview button's check: the message to show, or undefined to switch views. */
export function previewProblem(form: CheckoutFormValues): string | undefined {
  return contactComplete(form) ? undefined : PREVIEW_INCOMPLETE_MESSAGE;
}

export type PayCheck = { problem: string } | { payload: OrderPayloadInput };

/**
 * Pay Now's checks, one message at a time in the checkout's order (contact fields, gender, room), then
 * the e-mail and the phone number; a passing form answers the order payload, which the server
 * checks again with the same schema.
 */
export async function checkForPayment(
  event: CheckoutEvent,
  quantity: number,
  form: CheckoutFormValues,
  dialCode: string,
): Promise<PayCheck> {
  if (!contactComplete(form)) return { problem: CONTACT_REQUIRED_MESSAGE };
  if (!form.gender) return { problem: GENDER_MESSAGE };
  if (!form.room) return { problem: ROOM_MESSAGE };
  const email = OrderPayload.shape.email.safeParse(form.email);
  if (!email.success) return { problem: email.error.issues[0].message };
  const phoneNumber = await normalisePhone(form.phone, dialCode, form.customPhone);
  if (!phoneNumber) return { problem: INVALID_PHONE_MESSAGE };
  const payload = orderPayload(event, quantity, form, phoneNumber);
  const parsed = OrderPayload.safeParse(payload);
  return parsed.success ? { payload } : { problem: parsed.error.issues[0].message };
}
