import { type AdminRole, can, PERMISSION_NAMES, type Permission, TWO_FACTOR_REQUIRED_MESSAGE } from '@shared/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { admins, teamSettings } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { isRevoked } from './revocations';
import type { TokenClaims, Tokens } from './tokens';

export interface Account {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
}

export interface SignedIn {
  account: Account;
  token: TokenClaims;
  /** The team requires two-factor sign-in and this member has not set it up: only their own account is open to them. */
  mustSetUpTwoFactor: boolean;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The guard of a permission: a valid, unrevoked token of a current member, else 401; and that
     * member's role must hold the permission, else 403. Routes get it by declaring
     * `config.access: '<permission>'` (see access.ts). One guard per permission, the same each time.
     */
    requirePermission: (permission: Permission) => Guard;
  }
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
}

/**
 * The member a token names, the team's two-factor rule and whether the token was revoked, in one
 * statement. The role comes from the database, not the token, so a role change takes effect on the
 * member's next request; a removed member is signed out for good. The rule and the revocation ride
 * along (its one row, joined; an EXISTS), so they cost no round trip of their own. Every request of
 * the back office runs it: it is built once, and named, so each server connection also parses and
 * plans it once (docs/architecture.md#speed-at-scale).
 */
function memberOfTokenStatement(db: Db) {
  return db
    .select({
      id: admins.id,
      email: admins.email,
      name: admins.name,
      role: admins.role,
      tokenVersion: admins.tokenVersion,
      twoFactorEnabledAt: admins.twoFactorEnabledAt,
      teamRequiresTwoFactor: teamSettings.requireTwoFactor,
      revoked: isRevoked(sql.placeholder('jti')),
    })
    .from(admins)
    .leftJoin(teamSettings, eq(teamSettings.id, 1))
    .where(and(eq(admins.id, sql.placeholder('adminId')), isNull(admins.removedAt)))
    .limit(1)
    .prepare('member_of_token');
}

/** Decorates the app with the guards that access.ts puts on every route of the back office. */
export function installAuthGuards(app: FastifyInstance, { db, tokens }: { db: Db; tokens: Tokens }): void {
  app.decorateRequest('signedIn', null);

  // Built on the first request that needs it: an app that never authenticates anyone (a route
  // test on no database) never touches the database.
  let memberOfToken: ReturnType<typeof memberOfTokenStatement> | undefined;

  const authenticate: Guard = async (request) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw unauthorized();
    const token = await tokens.verify(bearer).catch(() => {
      throw unauthorized();
    });
    memberOfToken ??= memberOfTokenStatement(db);
    const [account] = await memberOfToken.execute({ adminId: token.adminId, jti: token.jti });
    // A token from before the account's last password change (or removal) is a session that change
    // ended; a revoked one, a sign-out.
    if (!account || account.revoked || account.tokenVersion !== token.version) throw unauthorized();
    const { tokenVersion: _version, twoFactorEnabledAt, teamRequiresTwoFactor, revoked: _revoked, ...details } = account;
    request.signedIn = { account: details, token, mustSetUpTwoFactor: teamRequiresTwoFactor === true && twoFactorEnabledAt === null };
  };

  const guards = new Map<Permission, Guard>(
    PERMISSION_NAMES.map((permission) => [
      permission,
      async (request: FastifyRequest) => {
        await authenticate(request);
        const { account, mustSetUpTwoFactor } = signedIn(request);
        if (!can(account.role, permission)) throw forbidden();
        // Their own account stays open, so they can set the second factor up (or sign out).
        if (mustSetUpTwoFactor && permission !== 'account') throw forbidden(TWO_FACTOR_REQUIRED_MESSAGE);
      },
    ]),
  );
  app.decorate('requirePermission', (permission: Permission) => guards.get(permission)!);
}

/** The member behind a request that passed a guard, as the audit trail names them. */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  const { id, email } = signedIn(request).account;
  return { id, email };
}

/** The account behind a request that passed a guard. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw unauthorized();
  return request.signedIn;
}
