// The bare token's key and whether it is there: a module of its own, without the auth state, because
// the shell's startup code reads it (shell/src/index.ts) before any shared package is negotiated.

export const TOKEN_KEY = 'token';

/**
 * Whether this browser holds a member's token, read without parsing the stored state: the shell's
 * startup code asks it to download an admin page's remote before the sign-in check has run.
 */
export function hasStoredToken(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}
