import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { hookList } from './hook-list';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer is the same for everyone (the event lists and details): it is
     * not marked no-store. Every other /api answer is, since it may carry a token or someone's
     * personal data and must not be kept by a browser, a shared computer or a proxy.
     */
    cacheable?: boolean;
  }
}

const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/**
 * Marks every /api answer no-store unless its route says it is cacheable. Decided once per route
 * when it is registered, so a request pays one header. It goes first among the route's onRequest
 * hooks, so a refused sign-in is covered too; a route may still set its own cache-control. Call it
 * after enforceDeclaredAccess, whose guard it must run before.
 */
export function noStoreUnlessCacheable(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.cacheable) return;
    route.onRequest = [noStore, ...hookList<onRequestHookHandler>(route.onRequest)];
  });
}
