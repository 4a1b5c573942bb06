import { AuditList, AuditQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../audit/queries';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';

/** Settings > Activity: the audit trail (docs/product-rules.md#audit-trail); owners and admins. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'activity' },
      // A filter left empty (`?entity=&actor=`) is no filter, not a bad one.
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const [name, value] of Object.entries(query)) if (value === '') delete query[name];
      },
      schema: {
        tags: ['team'],
        summary: 'The audit trail, newest first (at most 1000 rows), by entity, member (id or e-mail) and days',
        querystring: AuditQuery,
        response: { 200: AuditList, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
};
