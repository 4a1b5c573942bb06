import { SiteHealth } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CanaryWatch, recentRollbacks } from '../client-errors/auto-rollback';
import { siteHealth } from '../client-errors/site-health';
import type { Db } from '../db/connect';

/**
 * How often each front-end app version fails in visitors' browsers, each canary's error rate
 * against its stable release's, and the automatic rollbacks of the last day
 * (docs/architecture.md#client-error-reports); owners and admins.
 */
export const siteHealthRoutes: FastifyPluginAsyncZod<{ db: Db; canaries: CanaryWatch }> = async (app, { db, canaries }) => {
  app.get(
    '/admin/site-health',
    {
      config: { access: 'site-health' },
      schema: {
        tags: ['site-health'],
        summary:
          'Errors reported in the last hour and the last day, per app and version (those with any in the last day); each canary against its stable release; the automatic rollbacks of the last day',
        response: { 200: SiteHealth },
      },
    },
    async () => {
      const now = new Date();
      const data = await siteHealth(db, now);
      const [health, rollbacks] = await Promise.all([canaries.health(data), recentRollbacks(db, now)]);
      return { data, canaries: health, rollbacks };
    },
  );
};
