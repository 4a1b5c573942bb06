import { AdminUser, PasswordChange, PasswordChanged, ProfileUpdate } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../auth/guards';
import { admitPasswordChange, type AttemptCounter } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Tokens } from '../auth/tokens';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { errorResponses, HttpError, unauthorized } from '../http/errors';

// A wrong current password is a 400, not a 401: the client signs out on any 401, and a typo in a
// settings form must not end the session.
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The signed-in admin's own account: Settings > Profile (name) and Security (password). */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: Tokens; attempts: AttemptCounter }> = async (app, { db, tokens, attempts }) => {
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
        summary: "Change the signed-in admin's password; the current one must be given. Every other session of the admin ends; this one continues with the token answered",
        body: PasswordChange,
        response: { 200: PasswordChanged, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      // A stolen session must not be able to guess the password (and so keep the account for
      // good): each check is counted before it is made, like a sign-in.
      const attempt = await admitPasswordChange(attempts, account.id);
      if (!attempt.admitted) throw new HttpError(429, 'Too many incorrect passwords. Please try again later.');
      const [stored] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, account.id));
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(stored?.passwordHash, currentPassword))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      await attempt.passed();
      if (newPassword === currentPassword) {
        throw new HttpError(400, 'New password must be different from the current password');
      }
      // A new token version ends every session issued before, wherever it is (a stolen one
      // included); the admin who just proved the password goes on with a token of the new version.
      const [changed] = await db
        .update(admins)
        .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${admins.tokenVersion} + 1` })
        .where(eq(admins.id, account.id))
        .returning({ id: admins.id, role: admins.role, tokenVersion: admins.tokenVersion });
      if (!changed) throw unauthorized();
      return { token: await tokens.issue(changed) };
    },
  );
};
