import { installmentLabel, type OrderType } from '@shared/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, tickets } from '../db/orders-schema';
import { type EmailMessage, ticketEmail } from '../mail/ticket-email';
import { ticketPdf } from '../tickets/ticket-pdf';
import { findEventRow } from './capacity';
import { findOrder, withVat } from './order-state';

/** The ticket e-mail of a paid order, built from what the database holds when it is sent. */
export async function ticketMessage(db: Db, orderId: string, { brand, publicUrl }: { brand: string; publicUrl: string }): Promise<EmailMessage> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  const event = await findEventRow(db, order.kind as OrderType, order.eventId, false);
  if (!event) throw new Error(`Event ${order.eventId} of order ${orderId} not found`);
  const issued = await db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.createdAt), asc(tickets.code));
  const schedule = await db.select().from(instalments).where(eq(instalments.orderId, orderId)).orderBy(asc(instalments.number));
  const eventDate = `${event.day}T00:00:00.000Z`;
  const pdfs = await Promise.all(
    issued.map((ticket, i) =>
      ticketPdf({
        brand,
        code: ticket.code,
        holderName: ticket.holderName,
        eventTitle: event.title,
        eventDate,
        eventTime: event.time,
        venue: event.address,
        position: `Ticket ${i + 1} of ${issued.length}`,
      }),
    ),
  );
  return ticketEmail({
    brand,
    to: order.email,
    buyerFirstName: order.firstName,
    orderReference: order.id,
    eventTitle: event.title,
    eventDate,
    eventTime: event.time,
    venue: event.address,
    charged: order.charge,
    tickets: issued.map((ticket, i) => ({ code: ticket.code, pdf: pdfs[i] })),
    schedule: schedule
      .filter((instalment) => instalment.paidAt === null)
      .map((instalment) => ({
        label: installmentLabel(`INSTALLMENT_${instalment.number}`),
        amount: withVat(instalment.amount),
        dueDate: `${instalment.dueDate}T00:00:00.000Z`,
        payUrl: `${publicUrl}/api/order/${orderId}/pay`,
      })),
  });
}
