import { DashboardQuery, DashboardSummary } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummary } from '../dashboard/summary';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard/summary',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['dashboard'],
        summary: 'Summary figures, sales series and sources, latest payments and orders for a range',
        querystring: DashboardQuery,
        response: { 200: DashboardSummary, ...errorResponses(400) },
      },
    },
    async (request) => dashboardSummary(db, request.query.range),
  );
};
