import { CLIENT_ERROR_BODY_LIMIT, ClientErrorReport } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CanaryWatch } from '../client-errors/auto-rollback';
import { recordClientError } from '../client-errors/record';
import type { Db } from '../db/connect';
import { errorResponses, HttpError } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';

const NOT_JSON = 'The report must be a JSON object';

/**
 * The front-end apps' error reports (docs/architecture.md#client-error-reports): anyone may send
 * one, a small one, at most 60 a minute from one address; what is kept names nobody.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ db: Db; canaries: CanaryWatch }> = async (app, { db, canaries }) => {
  // navigator.sendBeacon, which still sends while a page is being closed, posts a string as
  // text/plain (a type that needs no CORS preflight): this route reads any body as the JSON it
  // should be, and anything else is a 400 like malformed JSON, not a 415. Registered in this
  // file's scope only, so no other route takes other types.
  const asJson = (body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
    try {
      done(null, JSON.parse(body.toString()));
    } catch {
      done(new HttpError(400, NOT_JSON), undefined);
    }
  };
  // Fastify's own text/plain parser would hand the schema a string; '*' is any other type, or none.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => asJson(body, done));
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => asJson(body, done));

  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { access: 'public', rateLimit: perClientLimit(60, '1 minute', 'error reports') },
      schema: {
        tags: ['site-health'],
        summary: "Reports an error of a front-end app in a visitor's browser; what is stored names nobody",
        body: ClientErrorReport,
        response: { 202: z.object({}).describe('Received'), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await recordClientError(db, request.body, request.headers['user-agent']);
      // A failing canary is rolled back as soon as its figures say so (docs/architecture.md#canary-error-rates-and-auto-rollback).
      canaries.reported();
      return reply.code(202).send({});
    },
  );
};
