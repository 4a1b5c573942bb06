import { type CheckInResult, isTicketQr, type PaymentsMode, verifyTicketQr } from '@shared/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { orders, tickets } from '../db/orders-schema';
import { normaliseTicketCode } from './codes';
import { paidOnSandbox } from './test-tickets';
import type { TicketSigner } from './ticket-qr';

export interface Door {
  paymentsMode: PaymentsMode;
  /** Checks the signature of a scanned ticket QR. */
  signer: Pick<TicketSigner, 'publicKey'>;
}

/**
 * The door: each ticket code lets one person in, once, when the order is paid up. A ticket of a
 * cancelled order is void and lets nobody in. A site taking real payments never lets in a ticket
 * that was paid on the sandbox (a staging site's ticket, stamped TEST): nobody paid for it.
 * `scanned` is a code as typed, or a ticket's signed QR text: one whose signature fails, or whose
 * event or attendee is not the ticket's now (an edited copy, or one from before a rename), is a
 * forgery and changes nothing.
 */
export async function checkIn(db: Db, actor: Actor, scanned: string, { paymentsMode, signer }: Door): Promise<CheckInResult> {
  const claims = isTicketQr(scanned) ? await verifyTicketQr(scanned, signer.publicKey) : undefined;
  if (claims && !claims.valid) return { result: 'FORGED' };
  const code = normaliseTicketCode(claims ? claims.code : scanned);
  if (!code) return { result: 'UNKNOWN' };
  const [found] = await db
    .select({ ticket: tickets, orderStatus: orders.status, eventId: orders.eventId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.code, code));
  if (!found) return { result: 'UNKNOWN' };
  const { ticket } = found;
  if (claims && (claims.eventId !== found.eventId || claims.attendeeName !== ticket.attendeeName)) return { result: 'FORGED' };
  const voided = { result: 'VOID', code, attendeeName: ticket.attendeeName } as const;
  if (ticket.voidedAt || found.orderStatus === 'CANCELLED') return voided;
  if (found.orderStatus !== 'PAID' && found.orderStatus !== 'PARTIALLY_PAID') return { result: 'UNKNOWN' };
  if (paymentsMode === 'live' && (await paidOnSandbox(db, ticket.orderId)))
    return { result: 'TEST_TICKET', code, attendeeName: ticket.attendeeName };
  if (found.orderStatus === 'PARTIALLY_PAID') return { result: 'BALANCE_DUE', code, attendeeName: ticket.attendeeName };
  // Conditional on still being unused and not void, so two door staff scanning the same code let
  // one person in, and a cancellation committed meanwhile is not let in.
  // The let-in and its line in the audit trail commit together.
  const admitted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({ checkedInAt: new Date() })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.checkedInAt), isNull(tickets.voidedAt)))
      .returning();
    if (row) {
      const changes = { checkedInAt: { from: null, to: row.checkedInAt!.toISOString() } };
      await recordAudit(tx, actor, { action: 'check-in', entity: 'ticket', entityId: code, changes });
    }
    return row;
  });
  if (admitted) return { result: 'VALID', code, attendeeName: ticket.attendeeName, checkedInAt: admitted.checkedInAt!.toISOString() };
  const [current] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
  if (current.voidedAt) return voided;
  return { result: 'ALREADY_CHECKED_IN', code, attendeeName: ticket.attendeeName, checkedInAt: current.checkedInAt!.toISOString() };
}
