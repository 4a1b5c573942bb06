import { CheckInKey, CheckInRequest, CheckInResult, DoorEventList, DoorList, GateCounts, ScanSync, ScanSyncResult } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import { doorEvents, doorList, gateCounts } from '../check-in/door-list';
import { syncScans } from '../check-in/sync';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import type { Payments } from '../orders/start-payment';
import { checkIn } from '../tickets/check-in';
import type { TicketSigner } from '../tickets/ticket-qr';

const ByEventId = z.object({ eventId: z.guid() });

/**
 * Door staff check tickets in (tickets/check-in.ts), each let-in in the audit trail; a door device
 * downloads an event's list and the key that checks tickets' QR codes to keep going offline, and
 * syncs what it scanned meanwhile (check-in/).
 */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Pick<Payments, 'mode'>; signer: TicketSigner }> = async (
  app,
  { db, payments, signer },
) => {
  const door = { paymentsMode: payments.mode, signer };
  app.post(
    '/tickets/check-in',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary:
          "Checks a ticket in by its code or its scanned QR text: valid (now let in), already checked in (with when and by which device), unknown, void (its order was cancelled), balance due, a test ticket at a live site, or forged (a QR the site did not sign, or whose event or attendee is not the ticket's now)",
        body: CheckInRequest,
        response: { 200: CheckInResult, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { code, device, eventId } = request.body;
      return checkIn(db, actorOf(request), { typed: code, device, eventId }, door);
    },
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

  app.get(
    '/check-in/events',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary: 'The events a door can be set up for: those ending yesterday or later, soonest first',
        response: { 200: DoorEventList },
      },
    },
    async () => ({ data: await doorEvents(db) }),
  );

  app.get(
    '/check-in/events/:eventId/tickets',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary:
          "An event's door list for checking in offline: the tickets that can let someone in or already did (code, name, check-in), and the gate's counters",
        params: ByEventId,
        response: { 200: DoorList, ...errorResponses(400, 404) },
      },
    },
    async (request) => doorList(db, request.params.eventId, payments.mode),
  );

  app.get(
    '/check-in/events/:eventId/counts',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary: "The event's gate counters: tickets checked in, of those expected",
        params: ByEventId,
        response: { 200: GateCounts, ...errorResponses(400, 404) },
      },
    },
    async (request) => gateCounts(db, request.params.eventId, payments.mode),
  );

  app.post(
    '/check-in/sync',
    {
      config: { access: 'check-in' },
      schema: {
        tags: ['tickets'],
        summary:
          'Sends the scans a door device made offline; answers the decision on each, in order (the first scan of a code to reach the server wins)',
        body: ScanSync,
        response: { 200: ScanSyncResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await syncScans(db, actorOf(request), request.body, door) }),
  );
};
