import { MerchandiseId, MerchandiseInput, MerchandiseItem, MerchandiseList } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses, notFound } from '../http/errors';
import { createItem, deleteItem, findItem, listItems, updateItem } from '../merchandise/items';
import type { ImageStore } from '../uploads/store';

/** The details dialog shows 'Item not found' for an unknown id (docs/product-rules.md#merchandise). */
function found<T>(item: T | undefined): T {
  if (item === undefined) throw notFound('Item not found');
  return item;
}

/** Merchandise items: anyone may read them, only admins change them. */
export const merchandiseRoutes: FastifyPluginAsyncZod<{ db: Db; images: ImageStore }> = async (app, { db, images }) => {
  app.get(
    '/merchandise',
    {
      config: { access: 'public', cacheable: true },
      schema: { tags: ['merchandise'], summary: 'Every merchandise item, by id', response: { 200: MerchandiseList } },
    },
    async () => ({ data: await listItems(db) }),
  );

  app.get(
    '/merchandise/:id',
    {
      config: { access: 'public', cacheable: true },
      schema: {
        tags: ['merchandise'],
        summary: 'One merchandise item',
        params: MerchandiseId,
        response: { 200: MerchandiseItem, ...errorResponses(400, 404) },
      },
    },
    async (request) => found(await findItem(db, request.params.id)),
  );

  app.post(
    '/merchandise',
    {
      config: { access: 'merchandise:write' },
      schema: {
        tags: ['merchandise'],
        summary: 'Create an item; its id is the highest id + 1',
        body: MerchandiseInput,
        response: { 201: MerchandiseItem, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await createItem(db, actorOf(request), images, request.body)),
  );

  app.put(
    '/merchandise/:id',
    {
      config: { access: 'merchandise:write' },
      schema: {
        tags: ['merchandise'],
        summary: 'Replace an item (the whole item is sent)',
        params: MerchandiseId,
        body: MerchandiseInput,
        response: { 200: MerchandiseItem, ...errorResponses(400, 404) },
      },
    },
    async (request) => found(await updateItem(db, actorOf(request), images, request.params.id, request.body)),
  );

  app.delete(
    '/merchandise/:id',
    {
      config: { access: 'merchandise:write' },
      schema: {
        tags: ['merchandise'],
        summary: 'Delete an item',
        params: MerchandiseId,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      found(await deleteItem(db, actorOf(request), request.params.id));
      return reply.code(204).send(null);
    },
  );
};
