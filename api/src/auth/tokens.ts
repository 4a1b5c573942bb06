import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const TOKEN_ISSUER = 'events-api';
const TOKEN_AUDIENCE = 'events-admin';

export interface TokenClaims {
  adminId: string;
  role: string;
  /** Token id: what logout puts on the deny-list. */
  jti: string;
  expiresAt: Date;
}

// Ids go straight into uuid columns, so anything else must be refused here rather than by the database.
const Payload = z.object({ sub: z.guid(), jti: z.guid(), role: z.string(), exp: z.number() });

export interface Tokens {
  issue(admin: { id: string; role: string }): Promise<string>;
  /** Resolves the claims of a genuine, unexpired token of ours; rejects anything else. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokens({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (admin) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: admin.role })
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
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const claims = Payload.parse(payload);
      return { adminId: claims.sub, role: claims.role, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
    },
  };
}
