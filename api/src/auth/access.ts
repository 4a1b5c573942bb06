import { type AdminRole, PERMISSIONS, type Permission } from '@shared/domain';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { errorResponses } from '../http/errors';
import { hookList } from '../http/hook-list';

/**
 * Who may call a route: anyone, or a signed-in member whose role holds the permission
 * (docs/product-rules.md#roles). Every /api route must say, and there is no default: a route added
 * later cannot become public by forgetting a guard, and the OpenAPI document (`security`,
 * `x-permission` and `x-roles`) tells the authorisation tests which routes to attack and with whom.
 */
export type Access = 'public' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifySchema {
    /** The permission a route needs, and the roles that hold it, as the OpenAPI document says them. */
    'x-permission'?: Permission;
    'x-roles'?: readonly AdminRole[];
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
    if (access === undefined || !Object.hasOwn(PERMISSIONS, access)) {
      throw new Error(`${route.method} ${route.url} must declare config.access: 'public' or one of ${Object.keys(PERMISSIONS).join(', ')}`);
    }
    const guard = app.requirePermission(access);
    const onRequest = hookList<onRequestHookHandler>(route.onRequest);
    if (onRequest.includes(guard)) return;
    // onRequest runs before the body is read or validated, so an anonymous caller gets 401, never a
    // 400 that would tell them about the payload.
    route.onRequest = [guard, ...onRequest];
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      security: [{ bearerAuth: [] }],
      'x-permission': access,
      'x-roles': PERMISSIONS[access],
      response: { ...errorResponses(401, 403), ...(schema.response as object | undefined) },
    };
  });
}
