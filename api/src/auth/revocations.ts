import { lt, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { revokedTokens } from '../db/schema';
import type { TokenClaims } from './tokens';

/** Refuses this token from now until it expires on its own; expired entries are swept at the same time. */
export async function revokeToken(db: Db, claims: TokenClaims): Promise<void> {
  await db.insert(revokedTokens).values({ jti: claims.jti, expiresAt: claims.expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

/**
 * Whether this token has been revoked, as a column of the guard's one query (guards.ts): every
 * request of the back office asks it, so it rides along with the member's row instead of costing
 * a statement of its own.
 */
export const isRevoked = (jti: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`.mapWith(Boolean);
