import fp from 'fastify-plugin';
import { type ApiDocsAccess, registerApiDocs } from '../http/api-docs';

/** The OpenAPI document and its explorer at /api/docs; with API_DOCS=admin, behind the guard of 'api-docs'. */
export const apiDocs = fp<{ title: string; access: ApiDocsAccess }>(async (app, options) => registerApiDocs(app, options), {
  name: 'api-docs',
  fastify: '5.x',
  decorators: { fastify: ['requirePermission'] },
});
