// The checks of the order page's action forms, before anything is asked of the API: the same
// schemas the API parses with (so the same words), plus the refund's upper bound, which the
// page knows from the order it shows. Amounts are typed in pounds and sent in pence.
import { AttendeeChange, BuyerContact, CancelRequest, formatPounds, poundsToPence, RefundRequest, type AdminOrder } from '@shared/domain';

/** The first message of each field that is wrong, by field name. */
export type Problems<Field extends string> = Partial<Record<Field, string>>;

export type Checked<Request, Field extends string> = { ok: true; request: Request } | { ok: false; problems: Problems<Field> };

function problemsOf<Field extends string>(error: { issues: { path: PropertyKey[]; message: string }[] }): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

export const AMOUNT_FORMAT_MESSAGE = 'Please enter an amount in pounds, such as 12.50.';

/** A refund of `amountText` pounds, at most what the order can still give back. */
export function checkRefund(
  amountText: string,
  reason: string,
  refundable: number,
): Checked<RefundRequest & { amount: number }, 'amount' | 'reason'> {
  const amount = poundsToPence(amountText);
  const parsed = RefundRequest.safeParse({ amount: amount ?? undefined, reason });
  const problems: Problems<'amount' | 'reason'> = parsed.success ? {} : problemsOf(parsed.error);
  if (amount === null) problems.amount = AMOUNT_FORMAT_MESSAGE;
  else if (amount > refundable) problems.amount = `At most ${formatPounds(refundable)} can be refunded.`;
  if (parsed.success && amount !== null && !problems.amount) return { ok: true, request: { ...parsed.data, amount } };
  return { ok: false, problems };
}

export function checkCancel(reason: string, refund: boolean): Checked<CancelRequest, 'reason'> {
  const parsed = CancelRequest.safeParse({ reason, refund });
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, problems: problemsOf(parsed.error) };
}

export type BuyerField = keyof BuyerContact;
export const NOTHING_CHANGED = 'Nothing to save: these are the details the order has.';

/** The buyer's details as typed (phone normalised like the checkout's); refused when nothing changed. */
export function checkBuyer(fields: BuyerContact, order: AdminOrder): Checked<BuyerContact, BuyerField | 'form'> {
  const parsed = BuyerContact.safeParse(fields);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const { firstName, lastName, email, phoneNumber } = parsed.data;
  const same = firstName === order.firstName && lastName === order.lastName && email === order.email && phoneNumber === order.phoneNumber;
  return same ? { ok: false, problems: { form: NOTHING_CHANGED } } : { ok: true, request: parsed.data };
}

export type AttendeeField = keyof AttendeeChange;

/**
 * A ticket's new attendee as typed. An empty e-mail is sent as none (null): the order page does not
 * show the address a ticket had, and a ticket given to someone else must not go to the last holder.
 */
export function checkAttendee(name: string, email: string): Checked<AttendeeChange, AttendeeField> {
  const parsed = AttendeeChange.safeParse({ attendeeName: name, attendeeEmail: email.trim() ? email : null });
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, problems: problemsOf(parsed.error) };
}
