import { limitText, PaymentStart, PROVIDER_TOKEN_MAX } from '@shared/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { errorResponses, HttpError } from '../http/errors';
import { pageSecurityHeaders, securityHeaderOptions, securityHeaderValues } from '../http/security-headers';
import { chosenProvider, payWith } from '../orders/chosen-provider';
import { dueNowWithSummary } from '../orders/order-summary';
import type { Provider } from '../orders/payment-decision';
import { acceptPaypalEvent, acceptStripeEvent, returnFromPaypal } from '../orders/provider-returns';
import { gateway, type Payments, startPayment } from '../orders/start-payment';
import { payPage } from '../payments/pay-page';

const ByOrderId = z.object({ orderId: z.guid() });

/** A route that answers by sending the browser on (Location header, no body). */
export const seeOther = { 303: z.null().describe('Redirect: the Location header says where') };

/** A content-type parser for forms whose (empty) body nothing reads. */
export const ignoreBody = (_request: unknown, _payload: unknown, done: (error: null, body: object) => void) => done(null, {});

// The API's own policy, but the pay button may lead on to the provider's https page.
const apiPolicy = securityHeaderOptions.contentSecurityPolicy as { directives: Record<string, string[]> };
const payPageCsp = securityHeaderValues({
  ...securityHeaderOptions,
  contentSecurityPolicy: { useDefaults: false, directives: { ...apiPolicy.directives, formAction: ["'self'", 'https:'] } },
}).find(([name]) => name === 'content-security-policy')![1];

/** Payment start (docs/product-rules.md#payments) and, in live mode, the providers' ways back in. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Payments; config: Pick<Config, 'brandName' | 'orders'> }> = async (
  app,
  { db, payments, config: { brandName, orders } },
) => {
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

  // The link in instalment e-mails. Opening it only reads (mail scanners and link previews open
  // links too): it shows what is due and a button whose POST starts the payment, through the
  // provider the buyer paid with (a PayPal buyer is not sent to a card page).
  const payPageHeaders = {
    'cache-control': 'no-store',
    // The button's POST answers a redirect to the provider's page, which form-action also governs.
    'content-security-policy': payPageCsp,
  };
  const htmlPage = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').headers(payPageHeaders).send(page);
  const refusalPage = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof HttpError) || (error.statusCode !== 409 && error.statusCode !== 502)) throw error;
    return htmlPage(reply, error.statusCode, payPage({ brand: brandName, refusal: error.message }));
  };
  app.get(
    '/order/:orderId/pay',
    {
      config: { access: 'public' },
      onSend: pageSecurityHeaders,
      schema: {
        tags: ['payments'],
        summary: 'The page of what the order owes now, with a button that pays it as the buyer paid before (HTML; changes nothing)',
        params: ByOrderId,
        response: { 200: z.string(), 409: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      let due;
      try {
        due = await dueNowWithSummary(db, orderId, new Date());
      } catch (error) {
        return refusalPage(reply, error);
      }
      const payAction = `/api/order/${orderId}/pay`;
      const provider = await chosenProvider(db, orderId);
      return htmlPage(
        reply,
        200,
        payPage({ brand: brandName, summary: due.summary, amount: due.amount, payAction, payWith: payWith[provider] }),
      );
    },
  );
  await app.register(async (form) => {
    // The page's form posts an empty url-encoded body; nothing in it is read.
    form.addContentTypeParser('application/x-www-form-urlencoded', ignoreBody);
    form.withTypeProvider<ZodTypeProvider>().post(
      '/order/:orderId/pay',
      {
        config: { access: 'public' },
        // A refusal is a page too.
        onSend: pageSecurityHeaders,
        schema: {
          tags: ['payments'],
          summary: 'Starts a payment of what the order owes now, through the provider the buyer paid with, and sends the buyer to it',
          params: ByOrderId,
          response: { ...seeOther, 409: z.string(), 502: z.string(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        try {
          const { orderId } = request.params;
          const { redirectUrl } = await startPayment(db, payments, {
            orderId,
            provider: await chosenProvider(db, orderId),
            log: request.log,
          });
          return reply.redirect(redirectUrl, 303);
        } catch (error) {
          return refusalPage(reply, error);
        }
      },
    );
  });

  if (payments.mode !== 'live') return;
  const stripe = gateway(payments.stripe);
  const paypal = gateway(payments.paypal);

  await app.register(async (webhook) => {
    // Stripe signs the exact bytes it sent, so the webhooks (and only they) keep the raw body; PayPal
    // is handed back the event exactly as it sent it.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signature checked): payments, and refunds made or changed at Stripe',
          // 409: a refund reported while another of the order is being asked for; Stripe sends it again.
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 409) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new HttpError(400, 'Missing Stripe signature');
        await acceptStripeEvent(db, stripe, { body, signature, log: request.log });
        return { received: true };
      },
    );
    // Without the webhook's id PayPal's signatures cannot be checked: refunds made in PayPal's
    // dashboard are then not recorded here (orders/REFUNDS.md).
    if (!orders.paypal?.webhookId) return;
    webhook.post(
      '/payments/paypal/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'PayPal webhook (signature checked by PayPal): refunds and reversals of captures, made in PayPal too',
          // 409: a refund reported while another of the order is being asked for; 502: PayPal did not
          // answer the signature check. PayPal delivers the event again on either.
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 409, 502) },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new HttpError(400, 'Missing PayPal event');
        await acceptPaypalEvent(db, paypal, { body, headers: request.headers, log: request.log });
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
    async (request, reply) =>
      reply.redirect(
        await returnFromPaypal(db, { paypal, publicUrl: payments.publicUrl }, { token: request.query.token, log: request.log }),
        303,
      ),
  );
};
