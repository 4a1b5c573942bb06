import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiDocsAccess } from '../config';

/**
 * The OpenAPI document and its explorer at /api/docs. The document lists every admin route and
 * what each takes, a map for anyone probing the site, so production shows it to signed-in admins
 * only (a bearer token, like any admin route) unless API_DOCS says otherwise; 'off' serves nothing.
 */
export function registerApiDocs(app: FastifyInstance, { title, access }: { title: string; access: ApiDocsAccess }): void {
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title, version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (access === 'off') return;
  app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The page, its scripts and the JSON and YAML documents alike.
    ...(access === 'admin' ? { uiHooks: { onRequest: async (request) => app.requireAdmin(request) } } : {}),
  });
}
