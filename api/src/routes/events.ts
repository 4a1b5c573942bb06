import { EventListQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import type { EventKind, EventTable } from '../events/kinds';
import type { ListCache } from '../events/list-cache';
import { findEvent, listEvents } from '../events/queries';
import { errorResponses, notFound } from '../http/errors';
import { ById } from '../http/params';

/** The public list and item routes of one kind of event (docs/product-rules.md#api-contract). */
export function eventRoutes<Table extends EventTable, Wire>(
  kind: EventKind<Table, Wire>,
): FastifyPluginAsyncZod<{ db: Db; lists: ListCache }> {
  // Fastify cannot resolve a reply type from a schema that is still generic; the schemas are
  // checked against toWire in kinds.ts, and the serializer validates every body at run time.
  const item: z.ZodType = kind.item;
  const list: z.ZodType = kind.list;
  return async (app, { db, lists }) => {
    app.get(
      `/${kind.path}/get`,
      {
        config: { access: 'public', cacheable: true },
        schema: {
          tags: ['events'],
          summary: `${kind.noun} list, soonest first; all statuses unless one is given`,
          querystring: EventListQuery,
          response: { 200: list, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { status } = request.query;
        // Checked against the schema and encoded once per copy: bytes skip the per-request
        // serialiser, and the UTF-8 encoding and length count a string body would cost each time.
        const body = await lists.get(`${kind.path}:${status ?? 'ALL'}`, async () =>
          Buffer.from(JSON.stringify(list.parse({ data: await listEvents(db, kind, status) }))),
        );
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      `/${kind.path}/get/:id`,
      {
        config: { access: 'public', cacheable: true },
        schema: {
          tags: ['events'],
          summary: `One ${kind.noun.toLowerCase()}`,
          params: ById,
          response: { 200: item, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const event = await findEvent(db, kind, request.params.id);
        if (event === undefined) throw notFound(`${kind.noun} not found`);
        return event;
      },
    );
  };
}
