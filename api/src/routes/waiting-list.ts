import {
  WaitingListEntries,
  WaitingListEntry,
  WaitingListJoin,
  WaitingListJoined,
  WaitingListOffer,
  WaitingListClaimToken,
} from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import { joinWaitingList, listWaitingList, removeEntry } from '../waiting-list/entries';
import { findOffer } from '../waiting-list/offer-message';
import { offerNow } from '../waiting-list/offers';

const ById = z.object({ id: z.guid() });
const OneEntry = z.object({ data: WaitingListEntry });

/**
 * The waiting list of sold-out events (docs/product-rules.md#waiting-list): joining it and the
 * claim link's offer (public), and the back office's list of each event with its two actions.
 */
export const waitingListRoutes: FastifyPluginAsyncZod<{ db: Db; config: Pick<Config, 'orders'> }> = async (app, { db, config }) => {
  const offerMinutes = config.orders.waitingListOfferMinutes;

  app.post(
    '/waiting-list/:eventId',
    {
      // Each sign-up is a row and, in time, an e-mail: nobody signs up a whole address book.
      config: { access: 'public', rateLimit: perClientLimit(20, '10 minutes', 'waiting-list sign-ups') },
      schema: {
        tags: ['waiting-list'],
        summary:
          "Joins a sold-out event's waiting list (409 when tickets are left, or when the e-mail already waits); answers the place in line",
        params: z.object({ eventId: z.guid() }),
        body: WaitingListJoin,
        response: { 201: WaitingListJoined, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await joinWaitingList(db, request.params.eventId, request.body) }),
  );

  app.get(
    '/waiting-list/claims/:token',
    {
      // The e-mailed link's token is the key (stored only as its hash).
      config: { access: 'public' },
      schema: {
        tags: ['waiting-list'],
        summary: "What a claim link's open offer holds, for the check-out page it opens (404 once it is claimed or has run out)",
        params: z.object({ token: WaitingListClaimToken }),
        response: { 200: WaitingListOffer, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await findOffer(db, request.params.token) }),
  );

  app.get(
    '/admin/events/:id/waiting-list',
    {
      config: { access: 'events:read' },
      schema: {
        tags: ['waiting-list'],
        summary: "An event's waiting list in the order people joined: place in line, e-mail, quantity, status and the offer's times",
        params: ById,
        response: { 200: WaitingListEntries, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await listWaitingList(db, request.params.id) }),
  );

  app.delete(
    '/admin/waiting-list/:id',
    {
      // Who gets tickets is the event's business, like its capacity: the event editors decide it.
      config: { access: 'events:write' },
      schema: {
        tags: ['waiting-list'],
        summary: 'Takes someone off a waiting list; an open offer of theirs ends and its tickets go back',
        params: ById,
        response: { 200: OneEntry, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ data: await removeEntry(db, request.params.id, actorOf(request)) }),
  );

  app.post(
    '/admin/waiting-list/:id/offer',
    {
      config: { access: 'events:write' },
      schema: {
        tags: ['waiting-list'],
        summary: 'Offers this entry its tickets now, whatever its place in line, when they fit in what is free (409 otherwise)',
        params: ById,
        response: { 200: OneEntry, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ data: await offerNow(db, request.params.id, { offerMinutes, actor: actorOf(request) }) }),
  );
};
