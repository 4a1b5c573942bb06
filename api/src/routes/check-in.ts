import { CheckInKey, CheckInResult, limitText, TICKET_QR_MAX } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import type { Payments } from '../orders/start-payment';
import { checkIn } from '../tickets/check-in';
import type { TicketSigner } from '../tickets/ticket-qr';

const CheckIn = z.object({
  code: limitText(z.string('code: enter a ticket code').trim().min(1, 'code: enter a ticket code'), {
    label: 'Ticket code',
    // A typed code, or the whole text of a scanned QR code.
    max: TICKET_QR_MAX,
  }),
});

/** Door staff check tickets in (tickets/check-in.ts), each let-in in the audit trail. */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Pick<Payments, 'mode'>; signer: TicketSigner }> = async (
  app,
  { db, payments, signer },
) => {
  app.post(
    '/tickets/check-in',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary:
          "Checks a ticket in by its code or its scanned QR text: valid (now let in), already checked in (with when), unknown, void (its order was cancelled), balance due, a test ticket at a live site, or forged (a QR the site did not sign, or whose event or attendee is not the ticket's now)",
        body: CheckIn,
        response: { 200: CheckInResult, ...errorResponses(400) },
      },
    },
    async (request) => checkIn(db, actorOf(request), request.body.code, { paymentsMode: payments.mode, signer }),
  );

  app.get(
    '/check-in/key',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary: "The public key that checks tickets' signed QR codes, for checking them without the API (offline)",
        response: { 200: CheckInKey },
      },
    },
    async () => ({ data: { algorithm: 'Ed25519' as const, publicKey: signer.publicKey } }),
  );
};
