import {
  AdminOrder,
  AttendeeChange,
  BuyerContact,
  CancelRequest,
  OrderCancelled,
  OrderList,
  OrderSearchQuery,
  RefundCreated,
  RefundRequest,
  TICKET_CODE_MAX,
} from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { changeBuyer } from '../orders/buyer-details';
import { cancelOrder } from '../orders/cancel-order';
import { searchOrders } from '../orders/order-search';
import { orderView } from '../orders/order-view';
import { refundOrder } from '../orders/refunds';
import { renameAttendee } from '../orders/rename-attendee';
import type { Payments } from '../orders/start-payment';
import { resendTickets } from '../orders/ticket-resend';

const ByOrderId = z.object({ id: z.guid() });
const OneOrder = z.object({ data: AdminOrder });

/**
 * The back office's orders (docs/product-rules.md#after-the-sale): search, the order page, and
 * what staff do after a sale (refund, cancel, send the tickets again, correct the buyer, give a
 * ticket to another attendee). Buyer details and money: admins only.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Payments }> = async (app, { db, payments }) => {
  app.get(
    '/admin/orders',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary: 'Orders newest first, at most 50; optionally those matching a reference, an e-mail or a name (any part, any case)',
        querystring: OrderSearchQuery,
        response: { 200: OrderList, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await searchOrders(db, request.query.search) }),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary: 'One order: buyer, money, tickets, instalments, payment attempts, refunds and e-mails',
        params: ByOrderId,
        response: { 200: OneOrder, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await orderView(db, request.params.id) }),
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary: 'Gives money back through the provider (no amount: everything still refundable); all of it also cancels the order',
        params: ByOrderId,
        body: RefundRequest,
        response: { 201: z.object({ data: RefundCreated }), ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { amount, reason } = request.body;
      const refund = await refundOrder(db, payments, {
        orderId: request.params.id,
        amount,
        reason,
        source: 'ADMIN',
        actor: actorOf(request),
        log: request.log,
      });
      return reply.code(201).send({ data: refund });
    },
  );

  app.post(
    '/admin/orders/:id/cancel',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary: 'Cancels a paid or part-paid order, refunding everything still refundable first when asked; its tickets are void',
        params: ByOrderId,
        body: CancelRequest,
        response: { 200: z.object({ data: OrderCancelled }), ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request) => {
      const { reason, refund } = request.body;
      const cancelled = await cancelOrder(db, payments, {
        orderId: request.params.id,
        reason,
        refund: refund ? {} : false,
        source: 'ADMIN',
        actor: actorOf(request),
        log: request.log,
      });
      return { data: cancelled };
    },
  );

  app.post(
    '/admin/orders/:id/resend',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary: 'Queues the ticket e-mail of a paid or part-paid order again, to the address on the order',
        params: ByOrderId,
        response: { 202: z.object({ data: z.object({ queued: z.literal(true) }) }), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await resendTickets(db, request.params.id, actorOf(request));
      return reply.code(202).send({ data: { queued: true } });
    },
  );

  app.patch(
    '/admin/orders/:id/tickets/:code',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary:
          'Gives a ticket to another attendee until the event starts: it is re-issued with a new code, the old code lets nobody in, tickets go again',
        params: ByOrderId.extend({ code: z.string().max(TICKET_CODE_MAX) }),
        body: AttendeeChange,
        response: { 200: OneOrder, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { id, code } = request.params;
      await renameAttendee(db, actorOf(request), { orderId: id, code, change: request.body });
      return { data: await orderView(db, id) };
    },
  );

  app.patch(
    '/admin/orders/:id/buyer',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['orders'],
        summary:
          "Corrects the buyer's name, e-mail and phone: the tickets carry the new name, old booking links stop working, tickets go again",
        params: ByOrderId,
        body: BuyerContact,
        response: { 200: OneOrder, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await changeBuyer(db, actorOf(request), request.params.id, request.body);
      return { data: await orderView(db, request.params.id) };
    },
  );
};
