import type { OrderType } from '@shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, orders, outbox, payments, tickets } from '../db/orders-schema';
import { transactions } from '../db/schema';
import type { RefundMade, RefundRequest } from '../payments/gateway';
import { promoUsesForPayment } from '../promo-codes/for-order';
import { newTicketCode } from '../tickets/codes';
import { attendeeEmails } from './attendees';
import { findEventRow, kindOf, ticketCounts } from './capacity';
import { spreadDueDates } from './instalment-due-dates';
import {
  type Confirmation,
  confirmationOf,
  decidePayment,
  type Paying,
  type PaymentDecision,
  type PaymentFacts,
  type PaymentRecord,
  type PaymentReport,
  purposeOf,
} from './payment-decision';

/**
 * THE confirmation: the sandbox page, the Stripe webhook and the PayPal capture all end here. One
 * transaction: the event row then the order row are locked (LOCKING.md), what decidePayment needs
 * is read, and its decision is written. A provider payment id seen before changes nothing.
 */
export async function confirmPayment(db: Db, report: PaymentReport): Promise<Confirmation> {
  // Read without a lock, only to learn which event to lock first.
  const [peek] = await db.select({ kind: orders.kind, eventId: orders.eventId }).from(orders).where(eq(orders.id, report.orderId));
  if (!peek) return { outcome: 'unknown-order', orderId: report.orderId };

  return db.transaction(async (tx) => {
    const facts = await loadFacts(tx, report, peek.kind, peek.eventId);
    if (!facts) return { outcome: 'unknown-order', orderId: report.orderId };
    const decision = decidePayment(facts);
    await write(tx, decision);
    return confirmationOf(report, decision);
  });
}

/** Everything the decision reads, in the lock order event, order, instalments. */
async function loadFacts(tx: Db, report: PaymentReport, type: OrderType, eventId: string): Promise<PaymentFacts | undefined> {
  const event = await findEventRow(tx, type, eventId, true);
  const [order] = await tx.select().from(orders).where(eq(orders.id, report.orderId)).for('update');
  if (!order) return undefined;
  const [seen] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.providerPaymentId, report.providerPaymentId));
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, report.provider),
        eq(payments.status, 'PENDING'),
        report.paymentId ? eq(payments.id, report.paymentId) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);

  const purpose = purposeOf(attempt);
  let paying: Paying;
  if (purpose === 'FIRST') {
    // A statement of its own, after the event lock is taken (LOCKING.md, "What counts as taken").
    paying = { purpose, takenByOthers: (await ticketCounts(tx, type, eventId, order.id))?.taken ?? 0 };
    // Locked after the order (event, order, promo code: LOCKING.md), counted like the tickets.
    if (order.promoCodeId) {
      const promo = await promoUsesForPayment(tx, order.promoCodeId, order.id);
      if (promo) paying.promo = promo;
    }
  } else {
    const rows = await tx
      .select({ number: instalments.number, paidAt: instalments.paidAt })
      .from(instalments)
      .where(eq(instalments.orderId, order.id))
      .for('update');
    paying = { purpose, instalments: rows };
  }

  return {
    report,
    order,
    event: event && {
      productType: kindOf(type).productType,
      title: event.title,
      capacity: event.capacity,
      instalmentDeadline: event.instalmentDeadline,
    },
    seen: seen?.status,
    attempt,
    paying,
    now: new Date(),
  };
}

async function write(tx: Db, decision: PaymentDecision): Promise<void> {
  switch (decision.kind) {
    case 'duplicate':
      return;
    case 'over-capacity':
    case 'promo-used-up':
      await tx.update(orders).set({ status: decision.orderStatus }).where(eq(orders.id, decision.payment.values.orderId));
      await recordPayment(tx, decision.payment);
      return;
    case 'wrong-amount':
    case 'order-closed':
    case 'instalment-not-due':
      await recordPayment(tx, decision.payment);
      return;
    case 'first-payment': {
      const { orderId } = decision.payment.values;
      const paymentId = await recordPayment(tx, decision.payment);
      await tx.insert(transactions).values({ ...decision.transaction, paymentId });
      await tx.update(orders).set(decision.order).where(eq(orders.id, orderId));
      const issued = await tx
        .insert(tickets)
        .values(decision.tickets.map((attendee) => ({ orderId, code: newTicketCode(), ...attendee })))
        .returning();
      // The decision names the event's deadline for the balance; each instalment falls due on its
      // own day on the way there (instalment-due-dates.ts).
      if (decision.instalments.length > 0) {
        await tx.insert(instalments).values(spreadDueDates(decision.instalments, decision.order.paidAt));
      }
      await tx.insert(outbox).values([...decision.emails, ...attendeeEmails(issued)]);
      return;
    }
    case 'instalment': {
      const { orderId } = decision.payment.values;
      const paymentId = await recordPayment(tx, decision.payment);
      await tx
        .update(instalments)
        .set({ paidAt: decision.paidAt })
        .where(and(eq(instalments.orderId, orderId), eq(instalments.number, decision.number)));
      if (decision.orderPaid) await tx.update(orders).set({ status: 'PAID' }).where(eq(orders.id, orderId));
      await tx.insert(transactions).values({ ...decision.transaction, paymentId });
      await tx.insert(outbox).values(decision.emails);
      return;
    }
  }
}

/** Writes the payment and answers its id, which the transaction recording it names (refunds find it by that id). */
async function recordPayment(tx: Db, { attemptId, values }: PaymentRecord): Promise<string> {
  if (attemptId) {
    const { status, providerPaymentId, amount } = values;
    await tx.update(payments).set({ status, providerPaymentId, amount }).where(eq(payments.id, attemptId));
    return attemptId;
  }
  const [inserted] = await tx.insert(payments).values(values).returning({ id: payments.id });
  return inserted.id;
}

/**
 * Gives back, whole, money taken for a payment the confirmation turned down (recorded REFUNDED, so
 * no refund part is written: orders/REFUNDS.md). The key is the payment's own, so a repeated
 * delivery of the payment refunds it again at the provider without giving back twice.
 */
export async function settle(
  confirmation: Confirmation,
  provider: { refund(request: RefundRequest): Promise<RefundMade> },
  log: FastifyBaseLogger,
) {
  if (confirmation.outcome !== 'refund') return;
  log.warn({ ...confirmation }, 'refunding a payment that cannot be accepted');
  const { providerPaymentId } = confirmation;
  await provider.refund({ providerPaymentId, idempotencyKey: `refund-${providerPaymentId}` });
}
