import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const TOKEN_ISSUER = 'events-api';
const TOKEN_AUDIENCE = 'events-admin';
// A challenge has an audience of its own, so it is never taken for a session (nor a session for it).
const CHALLENGE_AUDIENCE = 'events-admin-2fa';
/** Time to type the code of the authenticator app after the password was accepted. */
const CHALLENGE_TTL_SECONDS = 5 * 60;

export interface TokenClaims {
  adminId: string;
  role: string;
  /** Token id: what logout puts on the deny-list. */
  jti: string;
  /** The account's token version when issued; the guard refuses a token of an older one. */
  version: number;
  expiresAt: Date;
}

// Ids go straight into uuid columns, so anything else must be refused here rather than by the database.
// Tokens issued before versions existed carry none: they belong to version 0.
const Payload = z.object({
  sub: z.guid(),
  jti: z.guid(),
  role: z.string(),
  ver: z.number().int().nonnegative().default(0),
  exp: z.number(),
});

const ChallengePayload = z.object({ sub: z.guid(), ver: z.number().int().nonnegative() });

/** The member a two-factor challenge was issued to, and their token version then. */
export interface ChallengeClaims {
  adminId: string;
  version: number;
}

export interface Tokens {
  issue(admin: { id: string; role: string; tokenVersion: number }): Promise<string>;
  /** Resolves the claims of a genuine, unexpired token of ours; rejects anything else. */
  verify(token: string): Promise<TokenClaims>;
  /**
   * The proof that a member's password was right, good for CHALLENGE_TTL_SECONDS, which the second
   * step of signing in (the code) must show. It grants nothing else.
   */
  issueChallenge(admin: { id: string; tokenVersion: number }): Promise<string>;
  /** Resolves the claims of a genuine, unexpired challenge; rejects anything else (a session token too). */
  verifyChallenge(challenge: string): Promise<ChallengeClaims>;
}

/**
 * Tokens whose signature and claims were checked, kept by their exact text: the same bytes always
 * check out the same under one key, so a member's next request skips the HMAC (a hand-off to the
 * thread pool, a tenth of a page of tickets' time at 20 admins). Expiry is still checked every
 * time; logout and older token versions are the guard's check, against the database, every time.
 * The oldest is let go first once this many are kept.
 */
const VERIFIED_KEPT = 1000;

export function createTokens({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): Tokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims>();
  return {
    issue: (admin) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: admin.role, ver: admin.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(admin.id)
        .setJti(randomUUID())
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    verify: async (token) => {
      const known = verified.get(token);
      // jose's own rule: a token is expired from its exp second on.
      if (known && known.expiresAt.getTime() > Date.now()) return known;
      verified.delete(token);
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const claims = Payload.parse(payload);
      const checked = {
        adminId: claims.sub,
        role: claims.role,
        jti: claims.jti,
        version: claims.ver,
        expiresAt: new Date(claims.exp * 1000),
      };
      if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, checked);
      return checked;
    },
    issueChallenge: (admin) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ver: admin.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(admin.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + CHALLENGE_TTL_SECONDS)
        .sign(key);
    },
    verifyChallenge: async (challenge) => {
      const { payload } = await jwtVerify(challenge, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: CHALLENGE_AUDIENCE });
      const claims = ChallengePayload.parse(payload);
      return { adminId: claims.sub, version: claims.ver };
    },
  };
}
