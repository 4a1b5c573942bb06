import { limitText, PaymentStart, PROVIDER_TOKEN_MAX } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { payments as paymentAttempts } from '../db/orders-schema';
import { errorResponses, HttpError } from '../http/errors';
import { confirmPayment, type Provider, settle } from '../orders/confirm-payment';
import { cancelUrl, findOrder, successUrl } from '../orders/order-state';
import { gateway, type Payments, startPayment } from '../orders/start-payment';

const ByOrderId = z.object({ orderId: z.guid() });

/** A route that answers by sending the browser on (Location header, no body). */
export const seeOther = { 303: z.null().describe('Redirect: the Location header says where') };

export interface PaymentRouteOptions {
  db: Db;
  payments: Payments;
}

/** Payment start (SPEC §7) and, in live mode, the providers' ways back in. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { db, payments }) => {
  const start = (path: string, provider: Provider, summary: string) =>
    app.post(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary,
          params: ByOrderId,
          response: { 200: PaymentStart, ...errorResponses(400, 404, 409, 502) },
        },
      },
      async (request) => startPayment(db, payments, { orderId: request.params.orderId, provider, log: request.log }),
    );
  start('/stripe/checkout/:orderId', 'stripe', 'Starts a card payment (Stripe) of what the order owes now');
  start('/pay/:orderId', 'paypal', 'Starts a wallet payment (PayPal) of what the order owes now');

  // The link in instalment e-mails: a GET that starts a card payment and sends the buyer to it.
  app.get(
    '/order/:orderId/pay',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Pays the next instalment by card',
        params: ByOrderId,
        response: { ...seeOther, ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { redirectUrl } = await startPayment(db, payments, { orderId: request.params.orderId, provider: 'stripe', log: request.log });
      return reply.redirect(redirectUrl, 303);
    },
  );

  if (payments.mode !== 'live') return;
  const stripe = gateway(payments.stripe);
  const paypal = gateway(payments.paypal);

  await app.register(async (webhook) => {
    // Stripe signs the exact bytes it sent, so this route (and only this one) keeps the raw body.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/stripe/webhook',
      {
        config: { access: 'public' },
        schema: { tags: ['payments'], summary: 'Stripe webhook (signature checked)', response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400) } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new HttpError(400, 'Missing Stripe signature');
        let paid;
        try {
          paid = stripe.paymentFromWebhook(body, signature);
        } catch {
          throw new HttpError(400, 'Invalid Stripe signature');
        }
        if (paid) {
          const confirmation = await confirmPayment(db, { ...paid, provider: 'stripe', mode: 'live' });
          if (confirmation.outcome === 'unknown-order') request.log.error({ payment: paid }, 'Stripe reported a payment for an unknown order');
          await settle(confirmation, stripe, request.log);
        }
        return { received: true };
      },
    );
  });

  app.get(
    '/payments/paypal/return',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Where PayPal sends the buyer back: captures the approved payment, then goes to the site',
        querystring: z.object({ token: limitText(z.string().min(1), { label: 'Payment token', max: PROVIDER_TOKEN_MAX }) }),
        response: { ...seeOther, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.providerReference, request.query.token));
      const order = attempt && (await findOrder(db, attempt.orderId));
      if (!attempt || !order) throw new HttpError(404, 'Payment not found');
      let paid;
      try {
        paid = await paypal.capture(request.query.token);
      } catch (error) {
        request.log.warn({ err: error, orderId: order.id }, 'PayPal capture failed');
        paid = null;
      }
      if (!paid) return reply.redirect(cancelUrl(payments.publicUrl, order), 303);
      const confirmation = await confirmPayment(db, { ...paid, orderId: order.id, paymentId: attempt.id, provider: 'paypal', mode: 'live' });
      await settle(confirmation, paypal, request.log);
      return reply.redirect(confirmation.outcome === 'refund' ? cancelUrl(payments.publicUrl, order) : successUrl(payments.publicUrl, order.id), 303);
    },
  );
};
