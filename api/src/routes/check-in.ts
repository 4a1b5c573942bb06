import { CheckInResult, limitText, type PaymentsMode, TICKET_CODE_MAX } from '@shared/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connect';
import { orders, tickets } from '../db/orders-schema';
import { errorResponses } from '../http/errors';
import { normaliseTicketCode } from '../tickets/codes';
import { paidOnSandbox } from '../tickets/test-tickets';

const CheckIn = z.object({
  code: limitText(z.string('code: enter a ticket code').trim().min(1, 'code: enter a ticket code'), { label: 'Ticket code', max: TICKET_CODE_MAX }),
});

/**
 * The door: each ticket code lets one person in, once, when the order is paid up. A site taking real
 * payments never lets in a ticket that was paid on the sandbox (a staging site's ticket, stamped
 * TEST): nobody paid for it.
 */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db; paymentsMode: PaymentsMode }> = async (app, { db, paymentsMode }) => {
  app.post(
    '/tickets/check-in',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tickets'],
        summary: 'Checks a ticket in: valid (now let in), already checked in (with when), unknown, balance due, or a test ticket at a live site',
        body: CheckIn,
        response: { 200: CheckInResult, ...errorResponses(400) },
      },
    },
    async (request) => {
      const code = normaliseTicketCode(request.body.code);
      if (!code) return { result: 'UNKNOWN' as const };
      const [found] = await db
        .select({ ticket: tickets, orderStatus: orders.status })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .where(eq(tickets.code, code));
      if (!found || (found.orderStatus !== 'PAID' && found.orderStatus !== 'PARTIALLY_PAID')) return { result: 'UNKNOWN' as const };
      const { ticket } = found;
      if (paymentsMode === 'live' && (await paidOnSandbox(db, ticket.orderId))) return { result: 'TEST_TICKET' as const, code, holderName: ticket.holderName };
      if (found.orderStatus === 'PARTIALLY_PAID') return { result: 'BALANCE_DUE' as const, code, holderName: ticket.holderName };
      // Conditional on still being unused, so two door staff scanning the same code let one person in.
      const [admitted] = await db
        .update(tickets)
        .set({ checkedInAt: new Date() })
        .where(and(eq(tickets.id, ticket.id), isNull(tickets.checkedInAt)))
        .returning();
      if (admitted) return { result: 'VALID' as const, code, holderName: ticket.holderName, checkedInAt: admitted.checkedInAt!.toISOString() };
      const [current] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
      return { result: 'ALREADY_CHECKED_IN' as const, code, holderName: ticket.holderName, checkedInAt: current.checkedInAt!.toISOString() };
    },
  );
};
