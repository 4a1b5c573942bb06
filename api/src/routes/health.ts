import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { checkHealth } from '../health/check';

const Health = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: Health, 503: Health } },
    },
    async (request, reply) => {
      const report = await checkHealth(db, (error) => request.log.error({ err: error }, 'health check: database unreachable'));
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};
