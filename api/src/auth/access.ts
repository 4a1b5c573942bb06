import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { errorResponses } from '../http/errors';
import { hookList } from '../http/hook-list';

/**
 * Who may call a route. Every /api route must say, and there is no default: a route added later
 * cannot become public by forgetting a guard, and the OpenAPI document (`security`) tells the
 * authorisation tests which routes to attack.
 */
export type Access = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Installs the rule on every route registered after it; call before registering routes. */
export function enforceDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (access === 'public') {
      // Said outright, so a client (and the lint) need not guess whether a missing one means open.
      route.schema = { ...route.schema, security: [] };
      return;
    }
    if (access !== 'admin') throw new Error(`${route.method} ${route.url} must declare config.access: 'public' or 'admin'`);
    const onRequest = hookList<onRequestHookHandler>(route.onRequest);
    if (onRequest.includes(app.requireAdmin)) return;
    // onRequest runs before the body is read or validated, so an anonymous caller gets 401, never a
    // 400 that would tell them about the payload.
    route.onRequest = [app.requireAdmin, ...onRequest];
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      security: [{ bearerAuth: [] }],
      response: { ...errorResponses(401, 403), ...(schema.response as object | undefined) },
    };
  });
}
