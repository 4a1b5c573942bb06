import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { isRevoked } from './revocations';
import type { TokenClaims, Tokens } from './tokens';

export interface Account {
  id: string;
  email: string;
  name: string;
  role: string;
}

export interface SignedIn {
  account: Account;
  token: TokenClaims;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A valid, unrevoked token of an existing account, else 401; and that account must be an
     * ADMIN, else 403. Routes get it by declaring `config.access: 'admin'` (see access.ts).
     */
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
}

/** Decorates the app with the guard that access.ts puts on every ADMIN route. */
export function installAuthGuards(app: FastifyInstance, { db, tokens }: { db: Db; tokens: Tokens }): void {
  app.decorateRequest('signedIn', null);

  const authenticate: Guard = async (request) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw unauthorized();
    const token = await tokens.verify(bearer).catch(() => {
      throw unauthorized();
    });
    if (await isRevoked(db, token.jti)) throw unauthorized();
    // The role comes from the database, not the token, so a demotion takes effect at once.
    const [account] = await db
      .select({ id: admins.id, email: admins.email, name: admins.name, role: admins.role, tokenVersion: admins.tokenVersion })
      .from(admins)
      .where(eq(admins.id, token.adminId))
      .limit(1);
    // A token from before the account's last password change is a session that change ended.
    if (!account || account.tokenVersion !== token.version) throw unauthorized();
    const { tokenVersion: _version, ...details } = account;
    request.signedIn = { account: details, token };
  };

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (signedIn(request).account.role !== 'ADMIN') throw forbidden();
  });
}

/** The account behind a request that passed a guard. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw unauthorized();
  return request.signedIn;
}
