import { BuyerEmailParams, BuyerErased, BuyerExport, BuyerSummary } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import { exportBuyer } from '../buyers/buyer-export';
import { buyerSummary } from '../buyers/buyer-summary';
import { eraseBuyer } from '../buyers/erase-buyer';
import type { Db } from '../db/connect';
import { errorResponses, notFound } from '../http/errors';

const NO_BUYER = 'No buyer with that e-mail address';

/**
 * Settings > Buyer data (docs/product-rules.md#buyer-data): what is held about an e-mail address,
 * its export and its erasure; owners and admins. The address is in the path, which the request
 * log leaves out (http/log-redaction.ts).
 */
export const buyerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/buyers/:email',
    {
      config: { access: 'buyers' },
      schema: {
        tags: ['buyers'],
        summary: 'What is held about an e-mail address (any letter case), counted',
        params: BuyerEmailParams,
        response: { 200: z.object({ data: BuyerSummary }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const summary = await buyerSummary(db, request.params.email);
      if (!summary) throw notFound(NO_BUYER);
      return { data: summary };
    },
  );

  app.get(
    '/admin/buyers/:email/export',
    {
      config: { access: 'buyers' },
      schema: {
        tags: ['buyers'],
        summary: 'Everything held about an e-mail address, as the file buyer-<reference>.json; recorded in the audit trail',
        params: BuyerEmailParams,
        response: { 200: BuyerExport, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const exported = await exportBuyer(db, actorOf(request), request.params.email);
      if (!exported) throw notFound(NO_BUYER);
      return reply.header('content-disposition', `attachment; filename="buyer-${exported.reference}.json"`).send(exported);
    },
  );

  app.post(
    '/admin/buyers/:email/erase',
    {
      config: { access: 'buyers' },
      schema: {
        tags: ['buyers'],
        summary:
          'Erases every personal value of the buyer, everywhere, in one step; keeps amounts, dates, references, statuses and tickets',
        params: BuyerEmailParams,
        response: { 200: BuyerErased, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const erased = await eraseBuyer(db, actorOf(request), request.params.email);
      if (!erased) throw notFound(NO_BUYER);
      return { data: erased };
    },
  );
};
