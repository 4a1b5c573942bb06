// The answer of the door check, POST /tickets/check-in { code }: the outcomes the check-in page
// shows. TEST_TICKET: a ticket paid on the sandbox, shown at the door of a site taking real payments;
// VOID: a ticket of an order that was cancelled (or wholly refunded).
import { z } from 'zod';

export const CheckInOutcome = z.enum(['VALID', 'ALREADY_CHECKED_IN', 'UNKNOWN', 'BALANCE_DUE', 'TEST_TICKET', 'VOID']);
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
