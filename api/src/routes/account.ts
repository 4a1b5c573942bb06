import { AdminUser, PasswordChange, PasswordChanged, ProfileUpdate } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AccountDeps, changePassword, renameAdmin, toAdminUser } from '../auth/accounts';
import { signedIn } from '../auth/guards';
import { errorResponses } from '../http/errors';

/** The signed-in admin's own account: Settings > Profile (name) and Security (password). */
export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, accounts) => {
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
    async (request) => renameAdmin(accounts.db, signedIn(request).account.id, request.body.name),
  );

  app.post(
    '/admin/password',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary:
          "Change the signed-in admin's password; the current one must be given. Every other session of the admin ends; this one continues with the token answered",
        body: PasswordChange,
        response: { 200: PasswordChanged, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ token: await changePassword(accounts, signedIn(request).account.id, request.body) }),
  );
};
