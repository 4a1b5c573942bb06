import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { pageSecurityHeaders } from '../http/security-headers';
import { cancelSandboxPayment, completeSandboxPayment, sandboxAttempt } from '../orders/sandbox-payments';
import type { Payments } from '../orders/start-payment';
import { sandboxPage } from '../payments/sandbox-page';
import { ignoreBody, seeOther } from './payments';

const ByPaymentId = z.object({ paymentId: z.guid() });

/** The hosted test-payment page of PAYMENTS_MODE=sandbox (orders/sandbox-payments.ts); a live site has none. */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Pick<Payments, 'mode'>;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
}> = async (app, { db, payments, config: { brandName, publicUrl } }) => {
  if (payments.mode !== 'sandbox') return;
  // The page's forms post an empty url-encoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', ignoreBody);

  app.get(
    '/sandbox/:paymentId',
    {
      config: { access: 'public' },
      onSend: pageSecurityHeaders,
      schema: {
        tags: ['payments'],
        summary: 'The sandbox payment page (HTML)',
        params: ByPaymentId,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { attempt, summary } = await sandboxAttempt(db, request.params.paymentId);
      const base = `/api/sandbox/${attempt.id}`;
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
      schema: {
        tags: ['payments'],
        summary: 'Completes the sandbox payment',
        params: ByPaymentId,
        response: { ...seeOther, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.redirect(await completeSandboxPayment(db, publicUrl, request.params.paymentId), 303),
  );

  app.post(
    '/sandbox/:paymentId/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Cancels the sandbox payment',
        params: ByPaymentId,
        response: { ...seeOther, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => reply.redirect(await cancelSandboxPayment(db, publicUrl, request.params.paymentId), 303),
  );
};
