import { EventListQuery, type EventKindName } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import type { EventKindSpec } from '../events/kinds';
import type { ListCache } from '../db/list-cache';
import { findEvent, listEvents } from '../events/queries';
import { sendCachedJson } from '../http/cached-json';
import { errorResponses, notFound } from '../http/errors';
import { ById } from '../http/params';

/** The public list and item routes of one kind of event (docs/product-rules.md#api-contract). */
export function eventRoutes<Kind extends EventKindName>(spec: EventKindSpec<Kind>): FastifyPluginAsyncZod<{ db: Db; lists: ListCache }> {
  // Fastify cannot resolve a reply type from a schema that is still generic; the list is checked
  // against its schema below, and the serializer validates every item body at run time.
  const list: z.ZodType = spec.list;
  const item: z.ZodType = spec.item;
  return async (app, { db, lists }) => {
    app.get(
      `/${spec.word}/get`,
      {
        config: { access: 'public', cacheable: true },
        schema: {
          tags: ['events'],
          summary: `${spec.label} list, soonest first; all statuses unless one is given`,
          querystring: EventListQuery,
          response: { 200: list, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { status } = request.query;
        return sendCachedJson(reply, lists, `${spec.word}:${status ?? 'ALL'}`, spec.list, async () => ({
          data: await listEvents(db, spec, status),
        }));
      },
    );

    app.get(
      `/${spec.word}/get/:id`,
      {
        config: { access: 'public', cacheable: true },
        schema: {
          tags: ['events'],
          summary: `One ${spec.label.toLowerCase()}`,
          params: ById,
          response: { 200: item, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const event = await findEvent(db, spec, request.params.id);
        if (event === undefined) throw notFound(`${spec.label} not found`);
        return event;
      },
    );
  };
}
