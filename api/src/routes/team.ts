import { Invitation, InvitationList, InvitationRequest, RoleChange, TeamList, TeamMember, TeamSettings } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/guards';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { ById } from '../http/params';
import { invite, listInvitations, withdrawInvitation } from '../team/invitations';
import { changeRole, listMembers, removeMember } from '../team/members';
import { readTeamSettings, updateTeamSettings } from '../team/settings';

/** Settings > Team (docs/product-rules.md#roles): the members, their roles, invitations and the team's rules; owners only. */
export const teamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/team',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: 'The members of the team (not removed ones), oldest first',
        response: { 200: TeamList },
      },
    },
    async () => ({ data: await listMembers(db) }),
  );

  app.get(
    '/admin/team/invitations',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: 'The invitations waiting to be accepted (not expired), newest first',
        response: { 200: InvitationList },
      },
    },
    async () => ({ data: await listInvitations(db, new Date()) }),
  );

  app.post(
    '/admin/team/invitations',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary:
          'Invites an e-mail address to the team with a role: the link is e-mailed and works for 72 hours; it replaces an earlier invitation to the address (409 for a member)',
        body: InvitationRequest,
        response: { 201: z.object({ data: Invitation }), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await invite(db, actorOf(request), request.body, new Date()) }),
  );

  app.delete(
    '/admin/team/invitations/:id',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: 'Withdraws an invitation not yet accepted: its link stops working',
        params: ById,
        response: { 204: z.null().describe('Withdrawn'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/team/settings',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: "The team's rules: two-factor sign-in for everyone, and when buyers are erased",
        response: { 200: TeamSettings },
      },
    },
    async () => readTeamSettings(db),
  );

  app.put(
    '/admin/team/settings',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: "Replaces the team's rules (409 when requiring two-factor sign-in while the owner asking has none)",
        body: TeamSettings,
        response: { 200: TeamSettings, ...errorResponses(400, 409) },
      },
    },
    async (request) => updateTeamSettings(db, actorOf(request), request.body),
  );

  app.patch(
    '/admin/team/:id',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: "Changes a member's role, in force from their next request (409 for the last owner)",
        params: ById,
        body: RoleChange,
        response: { 200: z.object({ data: TeamMember }), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ data: await changeRole(db, actorOf(request), request.params.id, request.body.role) }),
  );

  app.delete(
    '/admin/team/:id',
    {
      config: { access: 'team' },
      schema: {
        tags: ['team'],
        summary: 'Removes a member: every session of theirs ends and they are told by e-mail (409 for the last owner)',
        params: ById,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeMember(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
