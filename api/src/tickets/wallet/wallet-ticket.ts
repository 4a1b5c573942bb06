import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { orders, tickets } from '../../db/orders-schema';
import { type EventWhen, eventWhenOf } from '../../mail/event-when';
import { type EventRow, findEventRow } from '../../orders/capacity';
import { paidOnSandbox } from '../test-tickets';

/** What a wallet pass shows of a ticket, its order and its event. */
export interface WalletTicket {
  id: string;
  code: string;
  attendeeName: string;
  voided: boolean;
  orderReference: string;
  /** Paid on the sandbox: the pass says it is not valid for entry (tickets/test-tickets.ts). */
  test: boolean;
  event: EventWhen & { id: string; title: string; venue: string; day: string; time: string; timeZone: string };
}

type TicketRow = typeof tickets.$inferSelect;

/** The facts of one issued ticket of an order whose event is known. */
export const walletTicketOf = (ticket: TicketRow, orderReference: string, event: EventRow, test: boolean): WalletTicket => ({
  id: ticket.id,
  code: ticket.code,
  attendeeName: ticket.attendeeName,
  voided: ticket.voidedAt !== null,
  orderReference,
  test,
  event: {
    id: event.id,
    title: event.title,
    venue: event.address,
    day: event.day,
    time: event.time,
    timeZone: event.timeZone,
    ...eventWhenOf(event),
  },
});

/** The ticket whose code (or id) is `value`, as a pass shows it; undefined when there is none. */
export async function findWalletTicket(db: Db, by: 'code' | 'id', value: string): Promise<WalletTicket | undefined> {
  const [found] = await db
    .select({ ticket: tickets, order: orders })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(by === 'code' ? tickets.code : tickets.id, value));
  if (!found) return undefined;
  const event = await findEventRow(db, found.order.kind, found.order.eventId, false);
  if (!event) throw new Error(`Event ${found.order.eventId} of order ${found.order.id} not found`);
  return walletTicketOf(found.ticket, found.order.reference, event, await paidOnSandbox(db, found.order.id));
}
