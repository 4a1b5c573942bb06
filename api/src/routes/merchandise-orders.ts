import { MerchandiseId, MerchandiseOrder, MerchandiseOrderPage, MerchandiseOrderQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses, notFound } from '../http/errors';
import { confirmOrder, deliverOrder, findOrder, ORDER_NOT_FOUND, pageOrders } from '../merchandise/orders';

/** The demo merchandise orders of /admin/merchandise/orders; buyer e-mails, so admins only. */
export const merchandiseOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/merchandise-orders',
    {
      config: { access: 'merchandise:read' },
      schema: {
        tags: ['merchandise'],
        summary: 'Orders newest first, 10 a page by default; optionally of one status',
        querystring: MerchandiseOrderQuery,
        response: { 200: MerchandiseOrderPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await pageOrders(db, request.query)), page, pageSize };
    },
  );

  app.get(
    '/merchandise-orders/:id',
    {
      config: { access: 'merchandise:read' },
      schema: {
        tags: ['merchandise'],
        summary: 'One order',
        params: MerchandiseId,
        response: { 200: MerchandiseOrder, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  );

  app.post(
    '/merchandise-orders/:id/confirm',
    {
      config: { access: 'merchandise:write' },
      schema: {
        tags: ['merchandise'],
        summary: 'Confirm a Pending order; any other status answers 409',
        params: MerchandiseId,
        response: { 200: MerchandiseOrder, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => confirmOrder(db, actorOf(request), request.params.id),
  );

  app.post(
    '/merchandise-orders/:id/deliver',
    {
      config: { access: 'merchandise:write' },
      schema: {
        tags: ['merchandise'],
        summary: 'Mark a Confirmed order Delivered; any other status answers 409',
        params: MerchandiseId,
        response: { 200: MerchandiseOrder, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => deliverOrder(db, actorOf(request), request.params.id),
  );
};
