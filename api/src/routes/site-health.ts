import { SiteHealth } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteHealth } from '../client-errors/site-health';
import type { Db } from '../db/connect';

/** How often each front-end app version fails in visitors' browsers (docs/architecture.md#client-error-reports); owners and admins. */
export const siteHealthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/site-health',
    {
      config: { access: 'site-health' },
      schema: {
        tags: ['site-health'],
        summary: 'Errors reported in the last hour and the last day, per app and version (those with any in the last day)',
        response: { 200: SiteHealth },
      },
    },
    async () => ({ data: await siteHealth(db, new Date()) }),
  );
};
