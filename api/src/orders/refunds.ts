// Giving money back on an order: an admin's refund, a buyer's cancellation. The rules, and why
// they are kept this way, are in REFUNDS.md beside this file.
import { formatPounds, type RefundCreated } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { orders, payments, refundParts, refunds } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { RefundRefused } from '../payments/gateway';
import { type Provider, providerName } from './payment-decision';
import { allocateRefund, refundableOf } from './refund-allocation';
import { type PartMade, recordRefundOutcome } from './refund-settlement';
import { gateway, type Payments } from './start-payment';

export interface RefundOrderRequest {
  orderId: string;
  /** Pence; omitted, everything still refundable. */
  amount?: number;
  /**
   * Instead of an amount: everything still refundable less this (a cancellation fee), worked out
   * under the order's lock, so two cancellations racing each other cannot both count on the same
   * refundable money (the second finds only the fee left and is refused with a 409).
   */
  keep?: number;
  /** Said to the buyer in the receipt. */
  reason: string;
  source: 'ADMIN' | 'BUYER';
  /** The member who asked, for the audit trail; a buyer's own cancellation has none. */
  actor?: Actor;
  log: FastifyBaseLogger;
}

/** The 409 when the database's own rule stops a refund that raced another one. */
export const REFUND_RACE = 'Another refund of this order was just made. Please reload and try again.';

/** A part as it is written, with what the provider needs to know of its payment. */
interface ReservedPart {
  id: string;
  amount: number;
  provider: Provider;
  mode: string;
  providerPaymentId: string | null;
}

interface Reservation {
  refundId: string;
  amount: number;
  parts: ReservedPart[];
  /** Nothing to ask a provider (sandbox payments): made in the reserving transaction. */
  made: boolean;
}

/**
 * Gives back `amount` (everything still refundable when omitted) of what the order's successful
 * payments took, newest payment first. Sandbox payments are refunded at once; live ones are
 * reserved, asked of the provider with no lock held, then settled. 404 unknown order; 400 nothing
 * left or too much asked (nothing written); 409 when another refund raced it; 502 when the
 * provider refused or did not answer (nothing given back, or the answer says how much was).
 */
export async function refundOrder(db: Db, pay: Payments, request: RefundOrderRequest): Promise<RefundCreated> {
  const { amount, log } = request;
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) {
    throw new HttpError(400, 'The amount to refund must be a whole number of pence, more than zero.');
  }
  const reason = request.reason.trim();
  if (!reason) throw new HttpError(400, 'Please give a reason.');

  const reservation = await reserve(db, { ...request, reason });
  if (reservation.made) return { id: reservation.refundId, amount: reservation.amount, status: 'SUCCEEDED' };
  return askProviders(db, pay, { ...request, reason }, reservation, log);
}

/**
 * One transaction under the order's row lock: reads what is refundable, writes the refund and its
 * parts (PENDING). The refund_parts_count trigger raises payments.refunded as the parts are
 * written, and payments_refunded_check refuses any that would take more than a payment took.
 */
async function reserve(db: Db, { orderId, amount, keep, reason, source, actor }: Omit<RefundOrderRequest, 'log'>): Promise<Reservation> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('Order not found');
      const paid = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')));
      const refundable = refundableOf(paid);
      if (refundable === 0) throw new HttpError(400, 'Nothing is left to refund on this order.');
      const wanted = amount ?? refundable - (keep ?? 0);
      if (wanted <= 0) throw new HttpError(409, REFUND_RACE);
      if (wanted > refundable) throw new HttpError(400, `You can refund at most ${formatPounds(refundable)} on this order.`);

      const [refund] = await tx.insert(refunds).values({ orderId, amount: wanted, reason, source }).returning({ id: refunds.id });
      if (actor) {
        const changes = { refund: { from: null, to: refund.id }, amount: { from: null, to: wanted }, reason: { from: null, to: reason } };
        await recordAudit(tx, actor, { action: 'refund', entity: 'order', entityId: orderId, changes });
      }
      const written = await tx
        .insert(refundParts)
        .values(allocateRefund(paid, wanted).map((share) => ({ refundId: refund.id, ...share })))
        .returning();
      const parts = written.map((part): ReservedPart => {
        const payment = paid.find((row) => row.id === part.paymentId)!;
        const { provider, mode, providerPaymentId } = payment;
        return { id: part.id, amount: part.amount, provider: provider as Provider, mode, providerPaymentId };
      });
      // Nothing was taken on a sandbox payment, so there is nothing to ask for back.
      const made = parts.every((part) => part.mode === 'sandbox');
      if (made)
        await recordRefundOutcome(tx, orderId, { made: parts.map((part) => ({ partId: part.id, providerRefundId: null })), failed: [] });
      return { refundId: refund.id, amount: wanted, parts, made };
    });
  } catch (error) {
    if (violates(error, 'payments_refunded_check')) throw new HttpError(409, REFUND_RACE);
    throw error;
  }
}

/** What went wrong with the first part that was not made. */
interface Failure {
  provider: Provider;
  refused: boolean;
  message: string;
}

/**
 * Asks the provider for each part in turn (its key `refund-part-<part id>`, so a retried request
 * never refunds twice), stopping at the first it does not make; then records every answer in one
 * transaction under the order lock.
 */
async function askProviders(
  db: Db,
  pay: Payments,
  { orderId, reason }: RefundOrderRequest,
  { refundId, parts }: Reservation,
  log: FastifyBaseLogger,
): Promise<RefundCreated> {
  const made: PartMade[] = [];
  const waiting: PartMade[] = [];
  let failure: Failure | undefined;
  for (const part of parts) {
    if (part.mode === 'sandbox') {
      made.push({ partId: part.id, providerRefundId: null });
      continue;
    }
    try {
      if (!part.providerPaymentId) throw new RefundRefused('the payment has no id at the provider');
      const provider = part.provider === 'stripe' ? gateway(pay.stripe) : gateway(pay.paypal);
      const answer = await provider.refund({
        providerPaymentId: part.providerPaymentId,
        amount: part.amount,
        reason,
        idempotencyKey: `refund-part-${part.id}`,
        metadata: { orderId, refundId, refundPartId: part.id },
      });
      (answer.finished ? made : waiting).push({ partId: part.id, providerRefundId: answer.providerRefundId });
    } catch (error) {
      failure = { provider: part.provider, refused: error instanceof RefundRefused, message: (error as Error).message };
      log.error({ err: error, orderId, refundId, refundPartId: part.id, provider: part.provider }, 'refund not made by the provider');
      break;
    }
  }

  const asked = new Set([...made, ...waiting].map((part) => part.partId));
  const failed = parts.filter((part) => !asked.has(part.id)).map((part) => part.id);
  const refund = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    // Accepted but not finished (a Stripe refund `pending`): the part stays PENDING, and Stripe's
    // webhook reports how it ends under this id.
    for (const { partId, providerRefundId } of waiting) {
      await tx.update(refundParts).set({ providerRefundId }).where(eq(refundParts.id, partId));
    }
    await recordRefundOutcome(tx, orderId, { made, failed, failure: failure && failureText(failure) });
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    return row;
  });
  if (!failure) return { id: refund.id, amount: refund.amount, status: refund.status as RefundCreated['status'] };
  throw new HttpError(502, failureAnswer(failure, refund.status === 'FAILED' ? 0 : refund.amount));
}

/** Kept on the refund: the provider's own words when it refused. */
const failureText = ({ provider, refused, message }: Failure) => (refused ? message : `${providerName[provider]} did not answer.`);

/** What the admin or the buyer is told. */
function failureAnswer({ provider, refused, message }: Failure, givenBack: number): string {
  const name = providerName[provider];
  if (givenBack === 0)
    return refused ? `${name} refused the refund: ${message}` : `${name} did not answer. Nothing was refunded; please try again.`;
  const part = `${formatPounds(givenBack)} of it was refunded, the rest was not`;
  return refused ? `${name} refused the refund: ${message}. ${part}.` : `${name} did not answer. ${part}; please try again for the rest.`;
}

/** Whether a database error (however the driver wraps it) is a CHECK violation of `constraint`. */
export function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null;) {
    const fields = cause as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23514' && fields.constraint === constraint) return true;
    cause = fields.cause;
  }
  return false;
}
