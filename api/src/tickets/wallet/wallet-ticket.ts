import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { events } from '../../db/events-schema';
import { orders, tickets } from '../../db/orders-schema';
import { type EventWhen, eventWhenOf } from '../../mail/event-when';
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

/** The fields of an event row a pass shows. */
type WalletEvent = Pick<typeof events.$inferSelect, 'id' | 'title' | 'address' | 'day' | 'time' | 'timeZone' | 'endDay' | 'endTime'>;

/** The facts of one issued ticket of an order whose event is known. */
export const walletTicketOf = (ticket: TicketRow, orderReference: string, event: WalletEvent, test: boolean): WalletTicket => ({
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
    .select({
      ticket: tickets,
      order: { id: orders.id, reference: orders.reference },
      event: {
        id: events.id,
        title: events.title,
        address: events.address,
        day: events.day,
        time: events.time,
        timeZone: events.timeZone,
        endDay: events.endDay,
        endTime: events.endTime,
      },
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, and(eq(events.id, orders.eventId), eq(events.kind, orders.kind)))
    .where(eq(by === 'code' ? tickets.code : tickets.id, value));
  if (!found) return undefined;
  return walletTicketOf(found.ticket, found.order.reference, found.event, await paidOnSandbox(db, found.order.id));
}
