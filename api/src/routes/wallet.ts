import type { TicketSigner } from '../tickets/ticket-qr';
import { limitText, TICKET_CODE_MAX } from '@shared/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { errorResponses, notFound } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import { PKPASS_TYPE } from '../tickets/wallet/apple-pass';
import {
  APPLE_WALLET_OFF,
  type ApplePassDeps,
  latestPass,
  type MadePass,
  registerDevice,
  ticketPass,
  unregisterDevice,
  updatedSerials,
} from '../tickets/wallet/apple-passes';

// Apple's identifiers are short runs of letters, digits, dots and dashes; anything else is refused (400).
const identifier = (label: string) =>
  limitText(z.string(), { label, max: 200 }).regex(/^[A-Za-z0-9._-]+$/, `${label} may hold only letters, digits, '.', '_' and '-'.`);
const Device = z.object({
  deviceLibraryIdentifier: identifier('Device library identifier'),
  passTypeIdentifier: identifier('Pass type identifier'),
});
const DevicePass = Device.extend({ serialNumber: identifier('Serial number') });
const Pass = z.object({ passTypeIdentifier: identifier('Pass type identifier'), serialNumber: identifier('Serial number') });
const Authorization = z.object({ authorization: z.string().optional().describe('ApplePass <the authentication token of the pass>') });

const sendPass = (reply: FastifyReply, { pkpass, lastModified }: MadePass, filename: string) =>
  reply
    .type(PKPASS_TYPE)
    .headers({
      'last-modified': lastModified.toUTCString(),
      'content-disposition': `attachment; filename="${filename}"`,
      // The pass is opened by Wallet from the booking page, on another origin than the API.
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    })
    .send(pkpass);

/**
 * Wallet passes of tickets (docs/product-rules.md#wallet-passes): a ticket's Apple Wallet pass,
 * and the web service the devices holding passes call (under /wallet/apple, Apple's paths).
 * Public: a pass is asked for by its ticket's unguessable code, a device proves it holds a pass
 * with the pass's own token.
 */
// Apple's devices read only the status of these answers; an empty JSON object documents and sends one.
const Done = z.object({});

export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  signer: TicketSigner;
  config: Pick<Config, 'wallet' | 'brandName' | 'publicUrl'>;
}> = async (app, { db, signer, config }) => {
  const deps: ApplePassDeps = { db, apple: config.wallet.apple, brand: config.brandName, publicUrl: config.publicUrl, signer };

  app.get(
    '/tickets/:code/pkpass',
    {
      // Each one is signed here: more than a buyer's few taps is someone else.
      config: { access: 'public', rateLimit: perClientLimit(60, '1 minute', 'wallet pass downloads') },
      schema: {
        tags: ['wallet'],
        summary: "A ticket's Apple Wallet pass (404 when this site does not offer them, 410 once the ticket is void)",
        params: z.object({ code: limitText(z.string(), { label: 'Ticket code', max: TICKET_CODE_MAX }) }),
        response: { 200: z.string().describe(`The pass as ${PKPASS_TYPE}`), ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const made = await ticketPass(deps, request.params.code);
      return sendPass(reply, made, 'ticket.pkpass');
    },
  );

  app.post(
    '/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wallet'],
        summary: "Apple Wallet: registers a device to hear of a pass's updates (201; 200 when it already was)",
        params: DevicePass,
        headers: Authorization,
        body: z.object({ pushToken: identifier('Push token') }),
        response: { 200: Done.describe('Already registered'), 201: Done.describe('Registered'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      const added = await registerDevice(deps, {
        deviceLibraryId: deviceLibraryIdentifier,
        passTypeId: passTypeIdentifier,
        serial: serialNumber,
        pushToken: request.body.pushToken,
        authorization: request.headers.authorization,
      });
      return reply.code(added ? 201 : 200).send({});
    },
  );

  app.delete(
    '/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wallet'],
        summary: 'Apple Wallet: the device no longer holds the pass',
        params: DevicePass,
        headers: Authorization,
        response: { 200: Done.describe('Unregistered'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      await unregisterDevice(deps, {
        deviceLibraryId: deviceLibraryIdentifier,
        passTypeId: passTypeIdentifier,
        serial: serialNumber,
        authorization: request.headers.authorization,
      });
      return reply.code(200).send({});
    },
  );

  app.get(
    '/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wallet'],
        summary: "Apple Wallet: the serial numbers of the device's passes updated since a tag (204 when none)",
        params: Device,
        querystring: z.object({
          passesUpdatedSince: z
            .string()
            .regex(/^\d{1,19}$/, 'passesUpdatedSince must be a tag this service gave (digits).')
            .optional(),
        }),
        response: {
          200: z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() }),
          204: z.null().describe('No pass of the device was updated'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const updated = await updatedSerials(deps, {
        deviceLibraryId: request.params.deviceLibraryIdentifier,
        passTypeId: request.params.passTypeIdentifier,
        since: request.query.passesUpdatedSince,
      });
      return updated ? reply.send(updated) : reply.code(204).send(null);
    },
  );

  app.get(
    '/wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wallet'],
        summary: 'Apple Wallet: the latest version of a pass (304 when unchanged since If-Modified-Since)',
        params: Pass,
        headers: Authorization.extend({ 'if-modified-since': z.string().optional() }),
        response: {
          200: z.string().describe(`The pass as ${PKPASS_TYPE}`),
          304: z.null().describe('Unchanged'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const made = await latestPass(deps, {
        passTypeId: request.params.passTypeIdentifier,
        serial: request.params.serialNumber,
        authorization: request.headers.authorization,
        ifModifiedSince: request.headers['if-modified-since'],
      });
      return made ? sendPass(reply, made, 'ticket.pkpass') : reply.code(304).send(null);
    },
  );

  app.post(
    '/wallet/apple/v1/log',
    {
      // Devices report problems with passes here; it writes only to the API's log.
      config: { access: 'public', rateLimit: perClientLimit(30, '1 minute', 'log messages') },
      schema: {
        tags: ['wallet'],
        summary: 'Apple Wallet: problems devices report with passes, written to the log',
        body: z.object({ logs: z.array(limitText(z.string(), { label: 'Log message', max: 2000 })).max(50) }),
        response: { 200: Done.describe('Logged'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!deps.apple) throw notFound(APPLE_WALLET_OFF);
      for (const message of request.body.logs) request.log.warn({ wallet: 'apple' }, message);
      return reply.code(200).send({});
    },
  );
};
