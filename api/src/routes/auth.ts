import { LoginRequest, LoginResponse } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccountDeps, signIn } from '../auth/accounts';
import { signedIn } from '../auth/guards';
import { revokeToken } from '../auth/revocations';
import { errorResponses, HttpError } from '../http/errors';

// A coarse cap on every attempt from one client, whatever the outcome, against floods.
const LOGIN_REQUESTS_PER_WINDOW = 100;
const LOGIN_WINDOW = '15 minutes';

export const authRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, accounts) => {
  app.post(
    '/admin/login',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: LOGIN_REQUESTS_PER_WINDOW,
          timeWindow: LOGIN_WINDOW,
          errorResponseBuilder: (_request, context) => new HttpError(429, `Too many login attempts. Please try again in ${context.after}.`),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an admin',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => signIn(accounts, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/admin/logout',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token is refused from now on',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await revokeToken(accounts.db, signedIn(request).token);
      return reply.code(204).send(null);
    },
  );
};
