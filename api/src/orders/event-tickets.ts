import { ticketPayment, type EventTicket } from '@shared/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, orders, tickets } from '../db/orders-schema';
import { events } from '../db/schema';
import { notFound } from '../http/errors';
import { listOrders, toListItem } from './order-search';
import { withVat } from './order-state';
import { ticketStatus } from './order-view';

export const EVENT_NOT_FOUND = 'Event not found';

/**
 * The ticket list of one event (docs/product-rules.md#ticket-list): every ticket issued for it,
 * newest order first, each with its attendee, what the door made of it and its order's money (the
 * figures of the order page, so both say the same). 404 for an unknown event.
 */
export async function eventTickets(db: Db, eventId: string): Promise<EventTicket[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const [issued, money, unpaid] = await Promise.all([
    db
      .select({
        ticket: tickets,
        phoneNumber: orders.phoneNumber,
        paidAt: orders.paidAt,
        createdAt: orders.createdAt,
        charge: orders.charge,
        instalment2: orders.instalment2,
        instalment3: orders.instalment3,
        instalment4: orders.instalment4,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.eventId, eventId))
      .orderBy(desc(orders.createdAt), asc(tickets.createdAt), asc(tickets.code)),
    listOrders(db).where(eq(orders.eventId, eventId)),
    db
      .select({ orderId: instalments.orderId, amount: instalments.amount })
      .from(instalments)
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(and(eq(orders.eventId, eventId), eq(orders.status, 'PARTIALLY_PAID'), isNull(instalments.paidAt))),
  ]);
  const orderOf = new Map(money.map((row) => [row.id, toListItem(row)]));
  // Each instalment is asked for with its VAT, as the buyer pays it.
  const due = new Map<string, number>();
  for (const { orderId, amount } of unpaid) due.set(orderId, (due.get(orderId) ?? 0) + withVat(amount));
  return issued.map(({ ticket, phoneNumber, paidAt, createdAt, charge, instalment2, instalment3, instalment4 }) => {
    const order = orderOf.get(ticket.orderId)!;
    return {
      code: ticket.code,
      attendeeName: ticket.attendeeName,
      status: ticketStatus(ticket),
      checkedInAt: ticket.checkedInAt && ticket.checkedInAt.toISOString(),
      orderId: order.id,
      reference: order.reference,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phoneNumber,
      date: (paidAt ?? createdAt).toISOString(),
      quantity: order.quantity,
      // What the buyer pays in all: today's charge and each later instalment, each with its VAT.
      total: charge + withVat(instalment2) + withVat(instalment3) + withVat(instalment4),
      paid: order.paid,
      refunded: order.refunded,
      due: due.get(ticket.orderId) ?? 0,
      payment: ticketPayment(order),
    };
  });
}
