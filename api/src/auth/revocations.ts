import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { revokedTokens } from '../db/schema';
import type { TokenClaims } from './tokens';

/** Refuses this token from now until it expires on its own; expired entries are swept at the same time. */
export async function revokeToken(db: Db, claims: TokenClaims): Promise<void> {
  await db.insert(revokedTokens).values({ jti: claims.jti, expiresAt: claims.expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  const found = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti)).limit(1);
  return found.length > 0;
}
