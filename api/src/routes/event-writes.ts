import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import type { EventForm, EventKind, EventTable } from '../events/kinds';
import { createEvent, type EventEdit, editEvent } from '../events/writes';
import { errorResponses } from '../http/errors';
import { ById } from '../http/params';
import type { ImageStore } from '../uploads/store';

/** Create and edit of one kind of event (docs/product-rules.md#event-forms); ADMIN only. */
export function eventWriteRoutes<Table extends EventTable, Wire>(
  kind: EventKind<Table, Wire>,
): FastifyPluginAsyncZod<{ db: Db; images: ImageStore }> {
  // Generic schemas: see the note in routes/events.ts; bodies are checked at run time all the same.
  const create: z.ZodType = kind.create;
  const edit: z.ZodType = kind.edit;
  const created: z.ZodType = kind.created;
  const item: z.ZodType = kind.item;
  return async (app, { db, images }) => {
    app.post(
      `/${kind.path}/create`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['events'],
          summary: `Create a new ${kind.noun.toLowerCase()}; a 400 answers the first form rule broken`,
          body: create,
          response: { 201: created, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const event = await createEvent(db, kind, images, request.body as EventForm);
        return reply.code(201).send(kind.createdBody(event));
      },
    );

    app.put(
      `/${kind.path}/edit/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['events'],
          summary: `Edit one ${kind.noun.toLowerCase()}: only the fields and list changes sent; the result must pass the create rules`,
          params: ById,
          body: edit,
          response: { 200: item, ...errorResponses(400, 404) },
        },
      },
      async (request) => editEvent(db, kind, images, request.params.id, request.body as EventEdit),
    );
  };
}
