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
    // Fastify's own client errors (malformed JSON, wrong content type, body too large) carry a 4xx.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  });
}
