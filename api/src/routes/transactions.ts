import { PaidUsers, PaidUsersQuery, TransactionList, TransactionQuery } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { listTransactions, ticketsBought } from '../transactions/queries';

export const transactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/transaction/get',
    {
      // Buyer names, e-mails and phone numbers: admins only.
      config: { access: 'sales' },
      schema: {
        tags: ['transactions'],
        summary: 'Payments, newest first; optionally of one product type and/or product',
        querystring: TransactionQuery,
        response: { 200: TransactionList, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await listTransactions(db, request.query) }),
  );

  app.get(
    '/transaction/paid-users',
    {
      // Only a number, shown on the public event page ('N people have bought this ticket').
      config: { access: 'public' },
      schema: {
        tags: ['transactions'],
        summary: 'How many tickets have been bought for an event',
        querystring: PaidUsersQuery,
        response: { 200: PaidUsers, ...errorResponses(400) },
      },
    },
    async (request) => ({ count: await ticketsBought(db, request.query.productType, request.query.productId) }),
  );
};
