import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from './errors';
import { validationMessage } from './validation';

/**
 * One error shape for the whole API. Client mistakes (bad input, malformed JSON, unknown ids,
 * missing auth) are 4xx with a readable message; anything else is a logged 500 that reveals nothing.
 */
export function handleErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, validationMessage(error.validation)));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.message));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify says only 'Request body is too large'; the route's own limit is what the sender needs.
      return reply.code(413).send(errorBody(413, tooLargeMessage(request.routeOptions.bodyLimit)));
    }
    // Fastify's own client errors (malformed JSON, wrong content type) carry a 4xx.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  });
}

/** The 413 of a body over a route's limit, in KB as the limits are written (16 * 1024). */
export function tooLargeMessage(bodyLimit: number | undefined): string {
  const kb = bodyLimit === undefined ? undefined : Math.floor(bodyLimit / 1024);
  return kb ? `The request is too large: at most ${kb} KB may be sent here` : 'The request is too large';
}
