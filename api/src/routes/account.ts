import { AdminUser, PasswordChange, ProfileUpdate } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/guards';
import { type FailureCounter, LOGIN_FAILURES_ALLOWED } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { errorResponses, HttpError, unauthorized } from '../http/errors';

// A wrong current password is a 400, not a 401: the client signs out on any 401, and a typo in a
// settings form must not end the session.
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The signed-in admin's own account: Settings > Profile (name) and Security (password). */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; failures: FailureCounter }> = async (app, { db, failures }) => {
  app.put(
    '/admin/me',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in admin's name",
        body: ProfileUpdate,
        response: { 200: AdminUser, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const [updated] = await db
        .update(admins)
        .set({ name: request.body.name })
        .where(eq(admins.id, account.id))
        .returning({ id: admins.id, email: admins.email, name: admins.name });
      // Deleted between the guard and here: the session is as good as gone.
      if (!updated) throw unauthorized();
      return { ...updated, role: 'ADMIN' as const };
    },
  );

  app.post(
    '/admin/password',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in admin's password; the current one must be given",
        body: PasswordChange,
        response: { 204: z.null().describe('Changed'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      // A stolen session must not be able to guess the password (and so keep the account for
      // good): wrong guesses are counted like failed sign-ins.
      const key = `password-change|${account.id}`;
      if ((await failures.get(key)).failures >= LOGIN_FAILURES_ALLOWED) {
        throw new HttpError(429, 'Too many incorrect passwords. Please try again later.');
      }
      const [stored] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, account.id));
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(stored?.passwordHash, currentPassword))) {
        await failures.recordFailure(key);
        throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      }
      await failures.reset(key);
      if (newPassword === currentPassword) {
        throw new HttpError(400, 'New password must be different from the current password');
      }
      // Other sessions of this admin stay signed in. Tokens are stateless JWTs and the database
      // keeps no list of the ones issued, so ending them would need a "valid after" time on the
      // account checked by the guard (a schema change); until then they simply expire (12 h).
      // This session stays too: the admin who just proved the password keeps working.
      await db
        .update(admins)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(admins.id, account.id));
      return reply.code(204).send(null);
    },
  );
};
