import type { OrderType, PaymentsMode } from '@shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments, orders, outbox, payments, tickets } from '../db/orders-schema';
import { transactions } from '../db/schema';
import { INSTALMENT_RECEIPT, TICKET_EMAIL } from '../mail/outbox-kinds';
import { newTicketCode } from '../tickets/codes';
import { findEventRow, kindOf, ticketCounts } from './capacity';
import type { OrderRow, Purpose } from './order-state';

export type Provider = 'stripe' | 'paypal';

/** A payment a provider (or the sandbox page) says was made. */
export interface PaymentReport {
  provider: Provider;
  mode: PaymentsMode;
  orderId: string;
  /** The provider's id of the money taken; confirmation is idempotent on it. */
  providerPaymentId: string;
  amount: number;
  /** The attempt this pays, when the caller knows it (sandbox page, PayPal return). */
  paymentId?: string;
}

export type Confirmation =
  | { outcome: 'confirmed' | 'duplicate'; orderId: string }
  /** Taken but not wanted (late and sold out, already paid, wrong amount): give the money back. */
  | { outcome: 'refund'; orderId: string; providerPaymentId: string; reason: string }
  /** Sandbox only: nothing was taken, so the payment is simply refused. */
  | { outcome: 'refused'; orderId: string; reason: string }
  | { outcome: 'unknown-order'; orderId: string };

/**
 * THE confirmation: the sandbox page, the Stripe webhook and the PayPal capture all end here. One
 * transaction; the event row then the order row are locked (LOCKING.md), and a provider payment
 * id seen before changes nothing.
 */
export async function confirmPayment(db: Db, report: PaymentReport): Promise<Confirmation> {
  const [peek] = await db.select({ kind: orders.kind, eventId: orders.eventId }).from(orders).where(eq(orders.id, report.orderId));
  if (!peek) return { outcome: 'unknown-order', orderId: report.orderId };
  const type = peek.kind as OrderType;

  return db.transaction(async (tx) => {
    const event = await findEventRow(tx, type, peek.eventId, true);
    const [order] = await tx.select().from(orders).where(eq(orders.id, report.orderId)).for('update');
    const [seen] = await tx.select().from(payments).where(eq(payments.providerPaymentId, report.providerPaymentId));
    if (seen) {
      if (seen.status === 'REFUNDED') {
        return { outcome: 'refund', orderId: order.id, providerPaymentId: report.providerPaymentId, reason: 'already refunded' };
      }
      return seen.status === 'FAILED' ? { outcome: 'refused', orderId: order.id, reason: 'already refused' } : { outcome: 'duplicate', orderId: order.id };
    }

    const attempt = await findAttempt(tx, report);
    const purpose = (attempt?.purpose ?? 'FIRST') as Purpose;
    const expected = attempt?.amount ?? order.charge;
    const record = async (status: 'SUCCEEDED' | 'FAILED' | 'REFUNDED') => {
      // Kept on a refused payment too, so a repeated delivery is recognised rather than re-judged.
      const providerPaymentId = report.providerPaymentId;
      if (attempt) {
        await tx.update(payments).set({ status, providerPaymentId, amount: report.amount }).where(eq(payments.id, attempt.id));
      } else {
        await tx.insert(payments).values({
          orderId: order.id,
          provider: report.provider,
          mode: report.mode,
          purpose,
          amount: report.amount,
          providerPaymentId,
          status,
        });
      }
    };
    const turnDown = async (reason: string): Promise<Confirmation> => {
      if (report.mode === 'sandbox') {
        await record('FAILED');
        return { outcome: 'refused', orderId: order.id, reason };
      }
      await record('REFUNDED');
      return { outcome: 'refund', orderId: order.id, providerPaymentId: report.providerPaymentId, reason };
    };

    if (report.amount !== expected) return turnDown(`paid ${report.amount}, expected ${expected}`);

    if (purpose === 'FIRST') {
      const open = order.status === 'PENDING' || order.status === 'EXPIRED';
      if (!open || !event) return turnDown(`order is ${order.status}`);
      // Recounted under the event lock against the capacity as it is now, whether or not the hold
      // lasted: a lapsed hold's tickets may have gone to someone else, and the capacity may have
      // been lowered since the order was made. Never sell a seat twice or past the capacity.
      const others = (await ticketCounts(tx, type, order.eventId, order.id))?.taken ?? 0;
      if (others + order.quantity > event.capacity) {
        if (report.mode === 'sandbox') await tx.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, order.id));
        else await tx.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));
        return turnDown(`no room: ${others} of ${event.capacity} tickets taken by others`);
      }
      await record('SUCCEEDED');
      await issueOrder(tx, order, { report, productType: kindOf(type).productType, productName: event.title, deadline: event.instalmentDeadline });
      return { outcome: 'confirmed', orderId: order.id };
    }

    const number = Number(purpose.slice(-1));
    const [due] = await tx
      .select()
      .from(instalments)
      .where(and(eq(instalments.orderId, order.id), eq(instalments.number, number), isNull(instalments.paidAt)))
      .for('update');
    if (order.status !== 'PARTIALLY_PAID' || !due || !event) return turnDown(`instalment ${number} is not due`);
    await record('SUCCEEDED');
    await tx.update(instalments).set({ paidAt: new Date() }).where(and(eq(instalments.orderId, order.id), eq(instalments.number, number)));
    const [unpaid] = await tx
      .select({ number: instalments.number })
      .from(instalments)
      .where(and(eq(instalments.orderId, order.id), isNull(instalments.paidAt)))
      .limit(1);
    if (!unpaid) await tx.update(orders).set({ status: 'PAID' }).where(eq(orders.id, order.id));
    await tx.insert(transactions).values(transactionRow(order, report, kindOf(type).productType, event.title, `INSTALLMENT_${number}`));
    await tx.insert(outbox).values({ kind: INSTALMENT_RECEIPT, payload: { orderId: order.id, number } });
    return { outcome: 'confirmed', orderId: order.id };
  });
}

async function findAttempt(db: Db, report: PaymentReport) {
  const [attempt] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, report.orderId),
        eq(payments.provider, report.provider),
        eq(payments.status, 'PENDING'),
        report.paymentId ? eq(payments.id, report.paymentId) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return attempt;
}

function transactionRow(order: OrderRow, report: PaymentReport, productType: string, productName: string, installmentType: string) {
  return {
    orderId: order.id,
    productType,
    productId: order.eventId,
    productName,
    payerEmail: order.email,
    payerFirstName: order.firstName,
    payerLastName: order.lastName,
    payerPhoneNumber: order.phoneNumber,
    paymentMethod: report.provider === 'stripe' ? 'Stripe' : 'Paypal',
    date: new Date(),
    amountPaid: report.amount,
    totalAmount: order.total,
    individualPrice: order.unitPrice,
    quantity: order.quantity,
    discount: order.discount,
    gender: order.gender,
    room: order.room,
    roomCost: order.accommodationUnit,
    installment: order.installment,
    installmentType,
    status: 'SUCCESS',
  };
}

/** The first payment's effects: the transaction, the order's new state, its tickets, its schedule and its e-mail. */
async function issueOrder(
  db: Db,
  order: OrderRow,
  { report, productType, productName, deadline }: { report: PaymentReport; productType: string; productName: string; deadline: string },
) {
  const full = order.installment === 'FULL';
  await db.insert(transactions).values(transactionRow(order, report, productType, productName, full ? 'FULL' : 'INSTALLMENT_1'));
  await db
    .update(orders)
    .set({ status: full ? 'PAID' : 'PARTIALLY_PAID', paidAt: new Date() })
    .where(eq(orders.id, order.id));
  const holderName = `${order.firstName} ${order.lastName}`;
  await db.insert(tickets).values(Array.from({ length: order.quantity }, () => ({ orderId: order.id, code: newTicketCode(), holderName })));
  if (!full) {
    const schedule = [order.instalment2, order.instalment3, order.instalment4];
    await db.insert(instalments).values(schedule.map((amount, i) => ({ orderId: order.id, number: i + 2, amount, dueDate: deadline })));
  }
  await db.insert(outbox).values({ kind: TICKET_EMAIL, payload: { orderId: order.id } });
}

/** Gives back money taken for a payment the confirmation turned down; refunds are idempotent at the provider. */
export async function settle(confirmation: Confirmation, provider: { refund(providerPaymentId: string): Promise<void> }, log: FastifyBaseLogger) {
  if (confirmation.outcome !== 'refund') return;
  log.warn({ ...confirmation }, 'refunding a payment that cannot be accepted');
  await provider.refund(confirmation.providerPaymentId);
}
