import { CheckInResult, limitText, TICKET_CODE_MAX } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import type { Payments } from '../orders/start-payment';
import { checkIn } from '../tickets/check-in';

const CheckIn = z.object({
  code: limitText(z.string('code: enter a ticket code').trim().min(1, 'code: enter a ticket code'), {
    label: 'Ticket code',
    max: TICKET_CODE_MAX,
  }),
});

/** Door staff check tickets in (tickets/check-in.ts), each let-in in the audit trail. */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Pick<Payments, 'mode'> }> = async (app, { db, payments }) => {
  app.post(
    '/tickets/check-in',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary:
          'Checks a ticket in: valid (now let in), already checked in (with when), unknown, void (its order was cancelled), balance due, or a test ticket at a live site',
        body: CheckIn,
        response: { 200: CheckInResult, ...errorResponses(400) },
      },
    },
    async (request) => checkIn(db, actorOf(request), request.body.code, payments.mode),
  );
};
