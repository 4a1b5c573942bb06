import { AdminUser, LoginRequest, LoginResponse } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Account, signedIn } from '../auth/guards';
import { admitLogin, type AttemptCounter } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import { revokeToken } from '../auth/revocations';
import type { Tokens } from '../auth/tokens';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { errorResponses, forbidden, HttpError } from '../http/errors';

// A coarse cap on every attempt from one client, whatever the outcome, against floods.
const LOGIN_REQUESTS_PER_WINDOW = 100;
const LOGIN_WINDOW = '15 minutes';

function toAdminUser(account: Account): AdminUser {
  return { id: account.id, email: account.email, name: account.name, role: 'ADMIN' };
}

function tooManyFailures(resetAt: number): HttpError {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
  return new HttpError(429, `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: Tokens; loginAttempts: AttemptCounter }> = async (
  app,
  { db, tokens, loginAttempts },
) => {
  app.post(
    '/admin/login',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: LOGIN_REQUESTS_PER_WINDOW,
          timeWindow: LOGIN_WINDOW,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, `Too many login attempts. Please try again in ${context.after}.`),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an admin',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      // Counted before the password is checked, per client and e-mail and per e-mail
      // (auth/login-throttle.ts): a refused attempt never reaches the check.
      const attempt = await admitLogin(loginAttempts, request.ip, request.body.email);
      if (!attempt.admitted) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((attempt.resetAt - Date.now()) / 1000))));
        throw tooManyFailures(attempt.resetAt);
      }
      const [admin] = await db
        .select()
        .from(admins)
        .where(eq(admins.email, request.body.email.toLowerCase()))
        .limit(1);
      const valid = await verifyPassword(admin?.passwordHash, request.body.password);
      if (!admin || !valid) throw new HttpError(401, 'Invalid email or password');
      await attempt.passed();
      if (admin.role !== 'ADMIN') throw forbidden('This account has no access to the admin area');
      return { token: await tokens.issue(admin), admin: toAdminUser(admin) };
    },
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
      await revokeToken(db, signedIn(request).token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/me',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in admin',
        response: { 200: AdminUser },
      },
    },
    async (request) => toAdminUser(signedIn(request).account),
  );
};
