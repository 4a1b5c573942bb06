import { OrderCreated, OrderPayload, UnpaidOrderList, UnpaidOrderQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { errorBody, errorResponses } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import { orderTaker } from '../orders/create-order';
import type { AdmissionTokens } from '../queue/admission';
import { BookingLinkAnswer, bookingLinkOnReturn } from '../bookings/return-link';
import { OrderReturn, orderReturn } from '../orders/order-return';
import { listUnpaidOrders } from '../orders/unpaid-orders';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Pick<Config, 'orders'>; admission: AdmissionTokens }> = async (
  app,
  { db, config: { orders: config }, admission },
) => {
  const orders = orderTaker(db, {
    holdMinutes: config.holdMinutes,
    maxHeldTicketsPerBuyer: config.maxHeldTicketsPerBuyer,
    admission: admission.check,
  });
  app.post(
    '/order/create',
    {
      config: {
        access: 'public',
        // Every order holds tickets for HOLD_MINUTES: without a limit, one client could keep any
        // event looking sold out. Counted per client address, across instances when Redis is set.
        rateLimit: perClientLimit(config.orderRateLimitPerMinute, '1 minute', 'orders'),
      },
      schema: {
        tags: ['orders'],
        summary: 'Prices an order from the event in the database and holds its tickets until it is paid or the hold expires',
        body: OrderPayload,
        response: { 201: OrderCreated, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await orders.create(request.body);
      return 'created' in outcome ? reply.code(201).send(outcome.created) : reply.code(409).send(errorBody(409, outcome.refused));
    },
  );

  app.get(
    '/order/unpaid',
    {
      // Buyer names and e-mails: admins only.
      config: { access: 'events:read' },
      schema: {
        tags: ['orders'],
        summary: 'Orders holding tickets unpaid and orders whose hold lapsed unpaid, newest first; optionally of one event',
        querystring: UnpaidOrderQuery,
        response: { 200: UnpaidOrderList, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await listUnpaidOrders(db, request.query) }),
  );

  app.get(
    '/order/:orderId/return',
    {
      // The buyer back from the provider; the order's id is what their return carries.
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary:
          'What the buyer back from the payment provider is shown: whether the unpaid order still holds its tickets and until when, or what was paid, what is still due and where the tickets went',
        params: z.object({ orderId: z.guid() }),
        response: { 200: OrderReturn, ...errorResponses(400, 404) },
      },
    },
    async (request) => orderReturn(db, request.params.orderId, new Date()),
  );

  app.post(
    '/order/:orderId/return/booking-link',
    {
      // Each answer is a new link (a row); a returning buyer asks once.
      config: { access: 'public', rateLimit: perClientLimit(10, '1 minute', 'booking links') },
      schema: {
        tags: ['orders'],
        summary: 'A link to the booking page for the buyer back from paying, within an hour of the payment',
        params: z.object({ orderId: z.guid() }),
        response: { 201: BookingLinkAnswer, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await bookingLinkOnReturn(db, request.params.orderId, new Date())),
  );
};
