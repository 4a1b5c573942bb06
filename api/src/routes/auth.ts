import { LoginAnswer, LoginRequest, LoginResponse, TwoFactorLogin } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccountDeps, signIn } from '../auth/accounts';
import { signedIn } from '../auth/guards';
import { recordAudit } from '../audit/trail';
import { revokeToken } from '../auth/revocations';
import { signInWithCode } from '../auth/two-factor-login';
import type { Config } from '../config';
import { errorResponses, HttpError } from '../http/errors';

// A coarse cap on every attempt from one client, whatever the outcome, against floods.
const LOGIN_REQUESTS_PER_WINDOW = 100;
const LOGIN_WINDOW = '15 minutes';
const loginRateLimit = {
  max: LOGIN_REQUESTS_PER_WINDOW,
  timeWindow: LOGIN_WINDOW,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new HttpError(429, `Too many login attempts. Please try again in ${context.after}.`),
};

export const authRoutes: FastifyPluginAsyncZod<AccountDeps & { config: Pick<Config, 'jwt'> }> = async (app, accounts) => {
  app.post(
    '/admin/login',
    {
      config: { access: 'public', rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an admin: the session, or, for a member with two-factor sign-in, the challenge to answer with a code',
        body: LoginRequest,
        response: { 200: LoginAnswer, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => signIn(accounts, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/admin/login/2fa',
    {
      config: { access: 'public', rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        summary: "Sign in's second step: the challenge and a code of the authenticator app, or a recovery code (each works once)",
        body: TwoFactorLogin,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => signInWithCode({ ...accounts, jwtSecret: accounts.config.jwt.secret }, request.body),
  );

  app.post(
    '/admin/logout',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token is refused from now on',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      const { account, token } = signedIn(request);
      await accounts.db.transaction(async (tx) => {
        await revokeToken(tx, token);
        await recordAudit(tx, account, { action: 'sign-out', entity: 'member', entityId: account.id });
      });
      return reply.code(204).send(null);
    },
  );
};
