import { SiteInfo } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';

// The mode changes only with a restart; a minute of caching keeps it off most page loads while a
// switch of mode still shows everywhere soon after the deploy.
const CACHE = 'public, max-age=60';

/** How the site runs: for the banner the shell shows on every page of a test site, and the check-out's quantity. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'orders'> }> = async (app, { config }) => {
  const site: SiteInfo = { paymentsMode: config.orders.paymentsMode, maxTicketsPerBuyer: config.orders.maxHeldTicketsPerBuyer };
  app.get(
    '/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'How the site runs: whether payments are real (live) or a test (sandbox), and how many tickets one buyer may hold',
        response: { 200: SiteInfo },
      },
    },
    async (_request, reply) => reply.header('cache-control', CACHE).send(site),
  );
};
