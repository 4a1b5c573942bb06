import { type CheckInResult, isTicketQr, normaliseTicketCode, type PaymentsMode, verifyTicketQr } from '@shared/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { orders, tickets } from '../db/orders-schema';
import { paidOnSandbox } from './test-tickets';
import type { TicketSigner } from './ticket-qr';

export interface Door {
  paymentsMode: PaymentsMode;
  /** Checks the signature of a scanned ticket QR. */
  signer: Pick<TicketSigner, 'publicKey'>;
}

/** One scan at the door: what was typed or read, and where and when it was made. */
export interface DoorScan {
  typed: string;
  /** The device that scanned it ('Door 2'), kept on the ticket and told to the doors that scan it again. */
  device?: string;
  /** The event the door is for: a ticket of another event is unknown there. */
  eventId?: string;
  /** When the device let the person in (a scan synced after an outage); now when left out. */
  scannedAt?: Date;
}

/**
 * The door: each ticket code lets one person in, once, when the order is paid up. A ticket of a
 * cancelled order is void and lets nobody in. A site taking real payments never lets in a ticket
 * that was paid on the sandbox (a staging site's ticket, stamped TEST): nobody paid for it.
 * `scan.typed` is a code as typed, or a ticket's signed QR text: one whose signature fails, or whose
 * event or attendee is not the ticket's now (an edited copy, or one from before a rename), is a
 * forgery and changes nothing. Scans made online and scans synced after an outage both come here,
 * so both follow one rule.
 */
export async function checkIn(db: Db, actor: Actor, scan: DoorScan, { paymentsMode, signer }: Door): Promise<CheckInResult> {
  const claims = isTicketQr(scan.typed) ? await verifyTicketQr(scan.typed, signer.publicKey) : undefined;
  if (claims && !claims.valid) return { result: 'FORGED' };
  const code = normaliseTicketCode(claims ? claims.code : scan.typed);
  if (!code) return { result: 'UNKNOWN' };
  const [found] = await db
    .select({ ticket: tickets, orderStatus: orders.status, eventId: orders.eventId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.code, code));
  if (!found || (scan.eventId !== undefined && found.eventId !== scan.eventId)) return { result: 'UNKNOWN' };
  const { ticket } = found;
  if (claims && (claims.eventId !== found.eventId || claims.attendeeName !== ticket.attendeeName)) return { result: 'FORGED' };
  const voided = { result: 'VOID', code, attendeeName: ticket.attendeeName } as const;
  if (ticket.voidedAt || found.orderStatus === 'CANCELLED') return voided;
  if (found.orderStatus !== 'PAID' && found.orderStatus !== 'PARTIALLY_PAID') return { result: 'UNKNOWN' };
  if (paymentsMode === 'live' && (await paidOnSandbox(db, ticket.orderId)))
    return { result: 'TEST_TICKET', code, attendeeName: ticket.attendeeName };
  if (found.orderStatus === 'PARTIALLY_PAID') return { result: 'BALANCE_DUE', code, attendeeName: ticket.attendeeName };
  // Conditional on still being unused and not void, so two door staff scanning the same code let
  // one person in, and a cancellation committed meanwhile is not let in: the first scan to reach
  // the server wins, whenever the devices made them (docs/product-rules.md#offline-check-in).
  // The let-in and its line in the audit trail commit together.
  const admitted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({ checkedInAt: scan.scannedAt ?? new Date(), checkedInBy: scan.device ?? null })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.checkedInAt), isNull(tickets.voidedAt)))
      .returning();
    if (row) {
      const changes = {
        checkedInAt: { from: null, to: row.checkedInAt!.toISOString() },
        ...(row.checkedInBy === null ? {} : { checkedInBy: { from: null, to: row.checkedInBy } }),
      };
      await recordAudit(tx, actor, { action: 'check-in', entity: 'ticket', entityId: code, changes });
    }
    return row;
  });
  const [current] = admitted ? [admitted] : await db.select().from(tickets).where(eq(tickets.id, ticket.id));
  if (!admitted && current.voidedAt) return voided;
  return {
    result: admitted ? 'VALID' : 'ALREADY_CHECKED_IN',
    code,
    attendeeName: ticket.attendeeName,
    checkedInAt: current.checkedInAt!.toISOString(),
    ...(current.checkedInBy === null ? {} : { checkedInBy: current.checkedInBy }),
  };
}
