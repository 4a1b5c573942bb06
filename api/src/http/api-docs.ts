import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { nameOperations } from './operation-ids';
import { pageSecurityHeaders } from './security-headers';

/** Who may read the API explorer and its OpenAPI document: anyone, members whose role holds 'api-docs', or nobody. */
export type ApiDocsAccess = 'public' | 'admin' | 'off';

/**
 * The OpenAPI document and its explorer at /api/docs. The document lists every admin route and
 * what each takes, a map for anyone probing the site, so production shows it to signed-in owners
 * and admins only (a bearer token, like any route of the back office) unless API_DOCS says
 * otherwise; 'off' serves nothing.
 */
export function registerApiDocs(app: FastifyInstance, { title, access }: { title: string; access: ApiDocsAccess }): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title, version: '1.0.0' },
      // Relative, so the document is right wherever it is read: the API's own port, the site that
      // proxies /api, or a deployment's domain. Every path carries its /api prefix.
      servers: [{ url: '/', description: 'The site or API that serves this document' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  nameOperations(app);
  if (access === 'off') return;
  // In a context of its own, so that only the explorer's routes run the page headers' hook.
  app.register(async (explorer) => {
    explorer.addHook('onSend', pageSecurityHeaders);
    await explorer.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // The page, its scripts and the JSON and YAML documents alike.
      ...(access === 'admin' ? { uiHooks: { onRequest: app.requirePermission('api-docs') } } : {}),
    });
  });
}
