import {
  AdminUser,
  PasswordChange,
  PasswordChanged,
  ProfileUpdate,
  RecoveryCodes,
  TwoFactorCode,
  TwoFactorOff,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccountDeps, changePassword, renameAdmin, toAdminUser } from '../auth/accounts';
import { signedIn } from '../auth/guards';
import { confirmTwoFactor, startTwoFactorSetup, turnOffTwoFactor, twoFactorStatus } from '../auth/two-factor';
import type { Config } from '../config';
import { errorResponses } from '../http/errors';

/** The signed-in admin's own account: Settings > Profile (name) and Security (password, two-factor sign-in). */
export const accountRoutes: FastifyPluginAsyncZod<AccountDeps & { config: Pick<Config, 'jwt' | 'brandName'> }> = async (app, accounts) => {
  const twoFactor = { ...accounts, jwtSecret: accounts.config.jwt.secret, brand: accounts.config.brandName };

  app.get(
    '/admin/me',
    {
      config: { access: 'account' },
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
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in admin's name",
        body: ProfileUpdate,
        response: { 200: AdminUser, ...errorResponses(400) },
      },
    },
    async (request) => renameAdmin(accounts.db, signedIn(request).account, request.body.name),
  );

  app.post(
    '/admin/password',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary:
          "Change the signed-in admin's password; the current one must be given. Every other session of the admin ends; this one continues with the token answered",
        body: PasswordChange,
        response: { 200: PasswordChanged, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ token: await changePassword(accounts, signedIn(request).account, request.body) }),
  );

  app.get(
    '/admin/me/two-factor',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the signed-in admin signs in with a second factor, and whether the team requires it',
        response: { 200: TwoFactorStatus },
      },
    },
    async (request) => twoFactorStatus(accounts.db, signedIn(request).account),
  );

  app.post(
    '/admin/me/two-factor',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary:
          'Starts setting up two-factor sign-in: a new secret for the authenticator app, as text and as a QR code; in force once confirmed (409 while it is on)',
        response: { 200: TwoFactorSetup, ...errorResponses(409) },
      },
    },
    async (request) => startTwoFactorSetup(twoFactor, signedIn(request).account),
  );

  app.post(
    '/admin/me/two-factor/confirm',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Turns two-factor sign-in on with a code of the app just set up; answers the ten recovery codes, shown this once',
        body: TwoFactorCode,
        response: { 200: RecoveryCodes, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => confirmTwoFactor(twoFactor, signedIn(request).account, request.body.code),
  );

  app.delete(
    '/admin/me/two-factor',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary: "Turns two-factor sign-in off, given the admin's password (409 while the team requires it)",
        body: TwoFactorOff,
        response: { 204: z.null().describe('Turned off'), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await turnOffTwoFactor(twoFactor, signedIn(request).account, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
