import {
  PaidUsers,
  PaidUsersQuery,
  TransactionExportQuery,
  TransactionList,
  TransactionPage,
  TransactionPageQuery,
  TransactionQuery,
} from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import type { ListCache } from '../db/list-cache';
import { sendCsv } from '../http/csv';
import { errorResponses } from '../http/errors';
import { PAYMENT_CSV_FILENAME, paymentCsv } from '../transactions/export';
import { listTransactions, pageTransactions, ticketsBought } from '../transactions/queries';

export const transactionRoutes: FastifyPluginAsyncZod<{ db: Db; totals: ListCache<number> }> = async (app, { db, totals }) => {
  app.get(
    '/transaction/get',
    {
      // Buyer names, e-mails and phone numbers: admins only.
      config: { access: 'sales' },
      schema: {
        tags: ['transactions'],
        summary: 'Payments, newest first; optionally of one product type and/or product',
        // The spec's contract, kept as it is: every matching payment in one answer.
        description:
          "Unpaged: answers every matching payment at once, each with its order's figures, so its cost grows with the " +
          'payments on record (every row read, joined and sent; 100,000 payments make an answer of tens of megabytes). ' +
          'Screens that list payments read GET /api/admin/transactions, one page at a time.',
        querystring: TransactionQuery,
        response: { 200: TransactionList, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await listTransactions(db, request.query) }),
  );

  app.get(
    '/admin/transactions',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['transactions'],
        summary:
          'One page of payments, 10 a page by default, newest first unless sorted; filtered by status, method, product type and a search of the payer',
        description:
          'status is a label of Payment Tracking (any status the API does not name is Failed); search keeps the payments ' +
          "whose payer's first name, last name and e-mail hold every word of it, in any case; sort names a column, dir its " +
          'direction, ties ordered by payment id. total counts the matching payments over all pages; each API process keeps ' +
          'it for LIST_CACHE_MS by filter (its own writes clear it), so a payment made through another shows in it within that time.',
        querystring: TransactionPageQuery,
        response: { 200: TransactionPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await pageTransactions(db, request.query, totals)), page, pageSize };
    },
  );

  app.get(
    '/admin/transactions.csv',
    {
      config: { access: 'sales' },
      schema: {
        tags: ['transactions'],
        summary: 'Every payment the filters keep, as the CSV file Payment Tracking exports (payment-tracking.csv), unpaged',
        description:
          'Takes the filters, search and sort of GET /api/admin/transactions; a page or page size is ignored. The columns are ' +
          "Payment Tracking's, with its headers and its text (amounts in pounds with VAT); a cell a spreadsheet would read as a " +
          'formula (starting =, +, -, @, a tab or a carriage return) starts with an apostrophe. Streamed as it is read, a ' +
          'thousand payments at a time.',
        querystring: TransactionExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('payment-tracking.csv, UTF-8 with a byte order mark'), ...errorResponses(400) },
      },
    },
    async (request, reply) => sendCsv(reply, PAYMENT_CSV_FILENAME, paymentCsv(db, request.query)),
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
