import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { handleErrors } from '../http/error-handler';
import { nameFieldsInZodMessages } from '../http/validation';

/** Requests are checked against their zod schemas, and bad input is a 400 with a readable message, never a 500. */
export const errors = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    nameFieldsInZodMessages();
    handleErrors(app);
  },
  { name: 'errors', fastify: '5.x' },
);
