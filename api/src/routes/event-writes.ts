import type { EventKindName } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import type { EventKindSpec } from '../events/kinds';
import { createEvent, editEvent } from '../events/writes';
import { errorResponses } from '../http/errors';
import { ById } from '../http/params';
import type { ImageStore } from '../uploads/store';

/** Create and edit of one kind of event (docs/product-rules.md#event-forms), each in the audit trail. */
export function eventWriteRoutes<Kind extends EventKindName>(
  spec: EventKindSpec<Kind>,
): FastifyPluginAsyncZod<{ db: Db; images: ImageStore }> {
  // Fastify cannot resolve request and reply types from schemas that are still generic, so the
  // routes see them as plain schemas: the bodies are checked all the same, and createEvent and
  // editEvent read them typed by the same schemas.
  const create: z.ZodType = spec.create;
  const edit: z.ZodType = spec.edit;
  const created: z.ZodType = spec.created;
  const item: z.ZodType = spec.item;
  return async (app, { db, images }) => {
    app.post(
      `/${spec.word}/create`,
      {
        config: { access: 'events:write' },
        schema: {
          tags: ['events'],
          summary: `Create a new ${spec.label.toLowerCase()}; a 400 answers the first form rule broken`,
          body: create,
          response: { 201: created, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const event = await createEvent(db, actorOf(request), spec, images, request.body);
        return reply.code(201).send(spec.createdBody(event));
      },
    );

    app.put(
      `/${spec.word}/edit/:id`,
      {
        config: { access: 'events:write' },
        schema: {
          tags: ['events'],
          summary: `Edit one ${spec.label.toLowerCase()}: only the fields and list changes sent; the result must pass the create rules`,
          params: ById,
          body: edit,
          response: { 200: item, ...errorResponses(400, 404) },
        },
      },
      async (request) => editEvent(db, actorOf(request), spec, images, request.params.id, request.body),
    );
  };
}
