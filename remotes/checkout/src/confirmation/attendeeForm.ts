// Who each ticket is for, as the checkout form holds it (docs/product-rules.md#named-attendees):
// one attendee per ticket, the first the buyer while "Same as buyer" is ticked, and any left
// unnamed the buyer's too, so a buyer who names nobody fills in no more than before. Checked with the
// same schema the API parses the order's attendees with, so the words are the API's.
import { Attendee, ATTENDEE_EMAIL_MESSAGE, ATTENDEE_NAME_MESSAGE, type Attendee as WireAttendee } from '@shared/domain';

/** One attendee as typed; an empty e-mail means their ticket goes to the buyer only. */
export interface AttendeeInput {
  name: string;
  email: string;
}

/** What the attendee part of the checkout form holds. */
export interface AttendeeFormValues {
  firstName: string;
  lastName: string;
  /** As typed, kept when the quantity goes down and up again; its length is not the ticket count. */
  attendees: AttendeeInput[];
  /** The first ticket is the buyer's: its name follows the buyer's first and last name. */
  sameAsBuyer: boolean;
}

const BLANK: AttendeeInput = { name: '', email: '' };

/** 'attendee-2-name': the fields of the second ticket's attendee, numbered as the form labels them. */
export type AttendeeField = `attendee-${number}-${'name' | 'email'}`;
export const attendeeField = (index: number, part: 'name' | 'email'): AttendeeField => `attendee-${index + 1}-${part}`;

export const buyerName = (form: Pick<AttendeeFormValues, 'firstName' | 'lastName'>) =>
  `${form.firstName.trim()} ${form.lastName.trim()}`.trim();

/** The attendee of each of the `quantity` tickets, in order, as typed (an empty name: the buyer's ticket). */
export function attendeesOf(form: AttendeeFormValues, quantity: number): AttendeeInput[] {
  return Array.from({ length: quantity }, (_, index) =>
    index === 0 && form.sameAsBuyer ? { name: buyerName(form), email: '' } : (form.attendees[index] ?? BLANK),
  );
}

/** The attendees as typed with one of them changed (the list grows to reach it). */
export function withAttendee(attendees: AttendeeInput[], index: number, change: Partial<AttendeeInput>): AttendeeInput[] {
  const next = Array.from({ length: Math.max(attendees.length, index + 1) }, (_, at) => attendees[at] ?? BLANK);
  next[index] = { ...next[index], ...change };
  return next;
}

/** The order's `attendees`: every ticket named, the unnamed ones with the buyer's name, an e-mail only where one was typed. */
export const attendeesPayload = (form: AttendeeFormValues, quantity: number): WireAttendee[] =>
  attendeesOf(form, quantity).map(({ name, email }) => ({
    name: name.trim() || buyerName(form),
    ...(email.trim() ? { email: email.trim() } : {}),
  }));

/** What an attendee's name field says under it, or undefined when it is right. */
export function attendeeNameProblem(name: string): string | undefined {
  const parsed = Attendee.shape.name.safeParse(name);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? ATTENDEE_NAME_MESSAGE);
}

/** What an attendee's e-mail field says under it; an empty one is right (the e-mail is optional). */
export function attendeeEmailProblem(email: string): string | undefined {
  if (!email.trim()) return undefined;
  const parsed = Attendee.shape.email.safeParse(email);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? ATTENDEE_EMAIL_MESSAGE);
}

/** Every attendee field in error, in the form's order (each ticket's name, then its e-mail). */
export function attendeeProblems(form: AttendeeFormValues, quantity: number): Partial<Record<AttendeeField, string>> {
  const problems: Partial<Record<AttendeeField, string>> = {};
  attendeesOf(form, quantity).forEach(({ name, email }, index) => {
    // The buyer's own name is the contact fields' to report; an empty name is the buyer's ticket,
    // unless an e-mail says it is someone else's.
    const unnamed = !name.trim() && !email.trim();
    const nameProblem = (index === 0 && form.sameAsBuyer) || unnamed ? undefined : attendeeNameProblem(name);
    const emailProblem = attendeeEmailProblem(email);
    if (nameProblem) problems[attendeeField(index, 'name')] = nameProblem;
    if (emailProblem) problems[attendeeField(index, 'email')] = emailProblem;
  });
  return problems;
}
