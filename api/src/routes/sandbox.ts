import type { OrderType } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { orders, payments } from '../db/orders-schema';
import { errorResponses, HttpError, notFound } from '../http/errors';
import { findEventRow } from '../orders/capacity';
import { confirmPayment } from '../orders/confirm-payment';
import { cancelUrl, findOrder, successUrl } from '../orders/order-state';
import { orderSummary } from '../payments/order-summary';
import { sandboxPage } from '../payments/sandbox-page';
import { ignoreBody, seeOther } from './payments';

const ByPaymentId = z.object({ paymentId: z.guid() });

/**
 * The hosted test-payment page of PAYMENTS_MODE=sandbox. Completing it is a confirmation like a
 * provider's webhook, through the same code.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ db: Db; brandName: string; publicUrl: string }> = async (app, { db, brandName, publicUrl }) => {
  // The page's forms post an empty url-encoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', ignoreBody);

  const attemptOf = async (paymentId: string) => {
    const [attempt] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.mode, 'sandbox')));
    const order = attempt && (await findOrder(db, attempt.orderId));
    if (!attempt || !order) throw notFound('Payment not found');
    return { attempt, order };
  };

  app.get(
    '/sandbox/:paymentId',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], summary: 'The sandbox payment page (HTML)', params: ByPaymentId, response: { 200: z.string(), ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const { attempt, order } = await attemptOf(request.params.paymentId);
      const event = await findEventRow(db, order.kind as OrderType, order.eventId, false);
      const base = `/api/sandbox/${attempt.id}`;
      const summary = orderSummary(event, order, attempt.purpose);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxPage({
            brand: brandName,
            provider: attempt.provider === 'stripe' ? 'Stripe' : 'PayPal',
            summary,
            amount: attempt.amount,
            completeAction: `${base}/complete`,
            cancelAction: `${base}/cancel`,
          }),
        );
    },
  );

  app.post(
    '/sandbox/:paymentId/complete',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], summary: 'Completes the sandbox payment', params: ByPaymentId, response: { ...seeOther, ...errorResponses(400, 404, 409) } },
    },
    async (request, reply) => {
      const { attempt, order } = await attemptOf(request.params.paymentId);
      if (attempt.status === 'FAILED') throw new HttpError(409, 'This test payment was cancelled.');
      if (attempt.status === 'EXPIRED') throw new HttpError(409, 'Your reservation has expired. Please order again.');
      const confirmation = await confirmPayment(db, {
        provider: attempt.provider as 'stripe' | 'paypal',
        mode: 'sandbox',
        orderId: order.id,
        paymentId: attempt.id,
        // One sandbox attempt is one payment, so its id stands for the provider's.
        providerPaymentId: `sandbox_${attempt.id}`,
        amount: attempt.amount,
      });
      if (confirmation.outcome === 'refused') throw new HttpError(409, 'Sorry, these tickets are no longer available. Nothing was charged.');
      return reply.redirect(successUrl(publicUrl, order.id), 303);
    },
  );

  app.post(
    '/sandbox/:paymentId/cancel',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], summary: 'Cancels the sandbox payment', params: ByPaymentId, response: { ...seeOther, ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const { attempt, order } = await attemptOf(request.params.paymentId);
      await db.update(payments).set({ status: 'FAILED' }).where(and(eq(payments.id, attempt.id), eq(payments.status, 'PENDING')));
      // The buyer gave up paying for this order (trying again makes a new one): its tickets go back
      // on sale now rather than when the hold runs out. A payment arriving for it later is judged
      // against capacity like any late payment (LOCKING.md).
      if (attempt.purpose === 'FIRST') {
        await db.update(orders).set({ status: 'CANCELLED' }).where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING')));
      }
      return reply.redirect(cancelUrl(publicUrl, order), 303);
    },
  );
};
