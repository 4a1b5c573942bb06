import { PromoCheck, PromoCheckResult, PromoCode, PromoCodeCreate, PromoCodeList, PromoCodeUpdate } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import { checkPromoCode } from '../promo-codes/check';
import { createPromoCode, listPromoCodes, setPromoCodeActive } from '../promo-codes/codes';

const OnePromoCode = z.object({ data: PromoCode });

/**
 * Promo codes (docs/product-rules.md#promo-codes): the checkout's check, and the back office's
 * list, create and on/off switch.
 */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/promo-codes/check',
    {
      // Public, so limited per address: a buyer applies a code a few times, nobody tries codes in bulk.
      config: { access: 'public', rateLimit: perClientLimit(30, '1 minute', 'promo code checks') },
      schema: {
        tags: ['promo-codes'],
        summary:
          'Whether a promo code takes something off an order of this event, and how much before VAT (pence); why not when it does not',
        body: PromoCheck,
        response: { 200: PromoCheckResult, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({ data: await checkPromoCode(db, request.body) }),
  );

  app.get(
    '/admin/promo-codes',
    {
      config: { access: 'events:read' },
      schema: {
        tags: ['promo-codes'],
        summary: 'Every promo code, newest first, with its uses now (orders paid or holding tickets with it) and its event',
        response: { 200: PromoCodeList },
      },
    },
    async () => ({ data: await listPromoCodes(db) }),
  );

  app.post(
    '/admin/promo-codes',
    {
      config: { access: 'events:write' },
      schema: {
        tags: ['promo-codes'],
        summary: 'Creates a promo code (409 when the code exists, whatever its letter case)',
        body: PromoCodeCreate,
        response: { 201: OnePromoCode, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createPromoCode(db, actorOf(request), request.body) }),
  );

  app.patch(
    '/admin/promo-codes/:id',
    {
      config: { access: 'events:write' },
      schema: {
        tags: ['promo-codes'],
        summary: 'Switches a promo code on or off',
        params: z.object({ id: z.guid('Unknown promo code') }),
        body: PromoCodeUpdate,
        response: { 200: OnePromoCode, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await setPromoCodeActive(db, actorOf(request), request.params.id, request.body.active) }),
  );
};
