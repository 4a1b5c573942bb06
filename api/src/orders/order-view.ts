import type { AdminOrder, OrderPayment, RefundSource, RefundStatus, TicketStatus } from '@shared/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, orders, outbox, payments, refunds, tickets } from '../db/orders-schema';
import { notFound } from '../http/errors';
import { withVat } from './order-state';
import { balanceOf, orderChargesWithVat } from '../transactions/figures';
import { listOrders, toListItem } from './order-search';
import { refundableOf } from './refund-allocation';

export const ORDER_NOT_FOUND = 'Order not found';

const iso = (date: Date | null) => date && date.toISOString();

/** What the door makes of a ticket: void from the moment its order was cancelled, whether or not it was used. */
export const ticketStatus = (ticket: { voidedAt: Date | null; checkedInAt: Date | null }): TicketStatus =>
  ticket.voidedAt ? 'VOID' : ticket.checkedInAt ? 'CHECKED_IN' : 'VALID';

/**
 * Everything the back office's order page shows (GET /admin/orders/{id}): the buyer, the money
 * (paid, refunded, still refundable), the tickets as the door sees them, the instalments, every
 * payment attempt, the refunds and the e-mails queued for the order. 404 for an unknown order.
 */
export async function orderView(db: Db, orderId: string): Promise<AdminOrder> {
  const [listed] = await listOrders(db).where(eq(orders.id, orderId));
  if (!listed) throw notFound(ORDER_NOT_FOUND);
  const [details] = await db
    .select({
      phoneNumber: orders.phoneNumber,
      instalment: orders.instalment,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      charge: orders.charge,
      instalment2: orders.instalment2,
      instalment3: orders.instalment3,
      instalment4: orders.instalment4,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [issued, schedule, attempts, given, emails] = await Promise.all([
    db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.createdAt), asc(tickets.code)),
    db.select().from(instalments).where(eq(instalments.orderId, orderId)).orderBy(asc(instalments.number)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ kind: outbox.kind, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(sql`${outbox.payload}->>'orderId' = ${orderId}`)
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
  ]);
  const { charge, instalment2, instalment3, instalment4, ...shown } = details;
  const item = toListItem(listed);
  const totalWithVat = orderChargesWithVat({ charge, instalment2, instalment3, instalment4 });
  return {
    ...item,
    ...shown,
    totalWithVat,
    balance: balanceOf(item.status, totalWithVat, item.paid),
    cancelledAt: iso(details.cancelledAt),
    refundable: refundableOf(attempts.filter((payment) => payment.status === 'SUCCEEDED')),
    tickets: issued.map((ticket) => ({
      code: ticket.code,
      attendeeName: ticket.attendeeName,
      status: ticketStatus(ticket),
      checkedInAt: iso(ticket.checkedInAt),
    })),
    schedule: schedule.map((instalment) => ({
      instalment: instalment.number,
      amount: withVat(instalment.amount),
      dueDate: instalment.dueDate,
      paidAt: iso(instalment.paidAt),
    })),
    payments: attempts.map((payment) => ({
      id: payment.id,
      provider: payment.provider as OrderPayment['provider'],
      mode: payment.mode as OrderPayment['mode'],
      purpose: payment.purpose,
      amount: payment.amount,
      refunded: payment.refunded,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: given.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      status: refund.status as RefundStatus,
      source: refund.source as RefundSource,
      failure: refund.failure,
      createdAt: refund.createdAt.toISOString(),
    })),
    emails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString(), sentAt: iso(email.sentAt) })),
  };
}
