import { OrderCreated, OrderPayload } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { errorBody, errorResponses } from '../http/errors';
import { orderTaker } from '../orders/create-order';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; holdMinutes: number }> = async (app, { db, holdMinutes }) => {
  const orders = orderTaker(db, holdMinutes);
  app.post(
    '/order/create',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary: 'Prices an order from the event in the database and holds its tickets until it is paid or the hold expires',
        body: OrderPayload,
        response: { 201: OrderCreated, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await orders.create(request.body);
      return 'created' in outcome ? reply.code(201).send(outcome.created) : reply.code(409).send(errorBody(409, outcome.refused));
    },
  );
};
