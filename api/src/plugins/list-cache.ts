import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createListCache, type ListCache } from '../events/list-cache';
import { hookList } from '../http/hook-list';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public event lists, kept in memory for a moment (events/list-cache.ts). */
    listCache: ListCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The event list cache, cleared after every successful write: any write may have changed an event
 * or its ticket counts. Only write routes registered after this plugin get the hook, so the reads
 * (the lists themselves) do not run it.
 */
export const listCache = fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    const lists = createListCache(ttlMs);
    app.decorate('listCache', lists);
    const clearAfterWrite: onSendHookHandler = (request, reply, payload, done) => {
      if (!READS.has(request.method) && reply.statusCode < 400) lists.clear();
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((method) => READS.has(method))) return;
      route.onSend = [...hookList(route.onSend), clearAfterWrite];
    });
  },
  { name: 'list-cache', fastify: '5.x' },
);
