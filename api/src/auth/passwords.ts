import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults are argon2id with OWASP's recommended cost (19 MiB, 2 passes).
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * Stored instead of a hash to disable an account: it is not an argon2 hash, so no password matches
 * it (the demo admin found on a production start gets it; see seed/retire-demo.ts).
 */
export const DISABLED_PASSWORD_HASH = '!disabled';

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown e-mail) or with a
 * disabled account's, it still does the same work against a decoy, so response time does not tell
 * which e-mail addresses have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined || storedHash === DISABLED_PASSWORD_HASH) {
    decoyHash ??= hash('decoy password that matches no account');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
