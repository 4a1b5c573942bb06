import { DashboardQuery, DashboardSummary } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummary } from '../dashboard/summary';
import type { Db } from '../db/connect';
import type { ListCache } from '../db/list-cache';
import { sendCachedJson } from '../http/cached-json';
import { errorResponses } from '../http/errors';

/**
 * The dashboard's figures are the same for every member who may see them, and each answer sums a
 * year of payments: one copy a range is kept for a moment (db/list-cache.ts), cleared by any write.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; lists: ListCache }> = async (app, { db, lists }) => {
  app.get(
    '/dashboard/summary',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['dashboard'],
        summary: 'Summary figures, sales series and sources, latest payments and orders for a range',
        description:
          'Each API process keeps the answer of each range for LIST_CACHE_MS (its own writes clear it), so a payment ' +
          'taken through another shows within that time.',
        querystring: DashboardQuery,
        response: { 200: DashboardSummary, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { range } = request.query;
      return sendCachedJson(reply, lists, `dashboard:${range}`, DashboardSummary, () => dashboardSummary(db, range));
    },
  );
};
