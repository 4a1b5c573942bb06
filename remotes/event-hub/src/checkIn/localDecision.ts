// The door's decision without the server (docs/product-rules.md#offline-check-in), from the event's
// door list kept on the device: it holds only tickets that can let someone in or already did, so a
// code not on it (unknown, cancelled, with a balance to pay, another event's) is refused.
import type { CheckInResult, DoorTicket } from '@shared/domain';

/**
 * What the door says of `code` (null: not a code at all) with `ticket`, its line on the list, if any.
 * `signedName` is the attendee a scanned QR's valid signature vouches for: a QR from before the
 * ticket was renamed names someone else, and is refused as the server refuses it.
 */
export function decideLocally(code: string | null, ticket: DoorTicket | undefined, signedName?: string): CheckInResult {
  if (!code || !ticket) return { result: 'UNKNOWN' };
  if (signedName !== undefined && signedName !== ticket.attendeeName) return { result: 'FORGED' };
  const { attendeeName, checkedInAt, checkedInBy } = ticket;
  if (!checkedInAt) return { result: 'VALID', code, attendeeName };
  return { result: 'ALREADY_CHECKED_IN', code, attendeeName, checkedInAt, ...(checkedInBy ? { checkedInBy } : {}) };
}
