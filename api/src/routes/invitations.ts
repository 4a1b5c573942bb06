import { AdminUser, InvitationAcceptance, InvitationPreview, limitText } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tokens } from '../auth/tokens';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import { acceptInvitation, previewInvitation } from '../team/invitation-acceptance';

// A token is 43 characters (team/invitation-tokens.ts); anything else of a sane length is simply unknown (404).
const ByToken = z.object({ token: limitText(z.string(), { label: 'Invitation link', max: 100 }) });

/** Nobody tries invitation links in bulk. */
const perClient = (max: number) => perClientLimit(max, '15 minutes', 'tries of invitation links');

/**
 * The invitee's page (docs/product-rules.md#roles), reached by the link of the invitation e-mail:
 * public, since the link's unguessable token is the invitee's key (team/invitation-tokens.ts).
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: Tokens }> = async (app, { db, tokens }) => {
  app.get(
    '/admin/invitations/:token',
    {
      config: { access: 'public', rateLimit: perClient(30) },
      schema: {
        tags: ['team'],
        summary: 'What an invitation link invites to: the address, the role and until when (404 unknown, 410 used or expired)',
        params: ByToken,
        response: { 200: InvitationPreview, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => previewInvitation(db, request.params.token, new Date()),
  );

  app.post(
    '/admin/invitations/:token/accept',
    {
      config: { access: 'public', rateLimit: perClient(10) },
      schema: {
        tags: ['team'],
        summary: 'Accepts an invitation with a name and password: the invitee is a member, signed in (404 unknown, 410 used or expired)',
        params: ByToken,
        body: InvitationAcceptance,
        response: { 201: z.object({ token: z.string(), admin: AdminUser }), ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await acceptInvitation({ db, tokens }, request.params.token, request.body, new Date())),
  );
};
