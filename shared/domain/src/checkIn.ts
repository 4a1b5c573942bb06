// The answer of the door check, POST /tickets/check-in { code }: the outcomes the check-in page
// shows. TEST_TICKET: a ticket paid on the sandbox, shown at the door of a site taking real payments;
// VOID: a ticket of an order that was cancelled (or wholly refunded); FORGED: a scanned QR the API
// did not sign, or one whose event or attendee is no longer the ticket's (ticketQr.ts).
import { z } from 'zod';

export const CheckInOutcome = z.enum(['VALID', 'ALREADY_CHECKED_IN', 'UNKNOWN', 'BALANCE_DUE', 'TEST_TICKET', 'VOID', 'FORGED']);
export type CheckInOutcome = z.infer<typeof CheckInOutcome>;

export const CheckInResult = z.object({
  result: CheckInOutcome,
  /** The code in its stored form ('7K3M-Q9TX-2HDR-5WNA'), when it names a ticket. */
  code: z.string().optional(),
  attendeeName: z.string().optional(),
  /** When the ticket was first let in (ALREADY_CHECKED_IN) or now (VALID). */
  checkedInAt: z.iso.datetime({ offset: true }).optional(),
});
export type CheckInResult = z.infer<typeof CheckInResult>;

/** GET /check-in/key: the public key that checks tickets' signed QR codes (ticketQr.ts), raw 32 bytes in base64url. */
export const CheckInKey = z.object({
  data: z.object({ algorithm: z.literal('Ed25519'), publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
});
export type CheckInKey = z.infer<typeof CheckInKey>;
