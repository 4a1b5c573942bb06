// Who each ticket is for (docs/product-rules.md#named-attendees): check-out may name one attendee
// per ticket, with an optional e-mail address for their own ticket e-mail. Tickets left unnamed are
// the buyer's. The same words in the browser and from the API.
import { z } from 'zod';
import { EMAIL_MAX, limitText, NAME_MAX } from './text';

export const ATTENDEE_NAME_MESSAGE = "Please enter each attendee's name.";
export const ATTENDEE_EMAIL_MESSAGE = 'Please enter a valid email address for the attendee, or leave it empty.';
/** A full name: a first and a last name and the space between them. */
export const ATTENDEE_NAME_MAX = NAME_MAX * 2 + 1;

export const AttendeeName = limitText(z.string(ATTENDEE_NAME_MESSAGE).trim().min(1, { error: ATTENDEE_NAME_MESSAGE, abort: true }), {
  label: 'Attendee name',
  max: ATTENDEE_NAME_MAX,
});

export const Attendee = z.object({
  name: AttendeeName,
  email: limitText(z.string().trim(), { label: 'Attendee email', max: EMAIL_MAX }).pipe(z.email(ATTENDEE_EMAIL_MESSAGE)).optional(),
});
export type Attendee = z.infer<typeof Attendee>;

export const tooManyAttendeesMessage = (tickets: number) =>
  `There are more attendees than tickets: name at most ${tickets === 1 ? '1 attendee' : `${tickets} attendees`}.`;

/** PATCH /admin/orders/{id}/tickets/{code}: the ticket's new attendee; an e-mail left out stays as it was, null removes it. */
export const AttendeeChange = z.object({
  attendeeName: AttendeeName,
  attendeeEmail: Attendee.shape.email.unwrap().nullable().optional(),
});
export type AttendeeChange = z.infer<typeof AttendeeChange>;
