import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createListCache, type ListCache } from '../db/list-cache';
import { hookList } from '../http/hook-list';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public event lists, kept in memory for a moment (db/list-cache.ts). */
    listCache: ListCache;
    /** How many payments each of Payment Tracking's filters keeps, kept the same way. */
    totalsCache: ListCache<number>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The event list and totals caches, cleared after every successful write: any write may have
 * changed an event, its ticket counts or the payments. Only write routes registered after this
 * plugin get the hook, so the reads (the lists themselves) do not run it.
 */
export const listCache = fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    const lists = createListCache(ttlMs);
    const totals = createListCache<number>(ttlMs);
    app.decorate('listCache', lists);
    app.decorate('totalsCache', totals);
    const clearAfterWrite: onSendHookHandler = (request, reply, payload, done) => {
      if (!READS.has(request.method) && reply.statusCode < 400) {
        lists.clear();
        totals.clear();
      }
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
