// A team member's override of one remote, in their own browser only (docs/architecture.md#remote-override):
// the manifest stored for it (overrideStorage.ts) is loaded instead of the remote's release, only
// for a signed-in member's stored session and only from an origin remotes.json's overrideOrigins
// lists. Nothing in the page's address can set it, so a link never gives a visitor another build
// of the site; and a value found while nobody is signed in is removed, so one planted then is not
// picked up by the next member to sign in on that browser.
import { readPersistedAuth } from '@shared/auth/session';
import { overrideKeyPrefix, type StoredOverride } from './overrideStorage';

/** What to do with one stored override: load `entry` (an absolute URL), or ignore it for `reason`. */
export type OverrideDecision = { entry: string } | { reason: string };

/** The decision for one stored value, against the allowlist; `page` is the page's address, for a /path. */
export function decideOverride(value: string, allowedOrigins: readonly string[], page: string): OverrideDecision {
  let url: URL;
  try {
    url = new URL(value, page);
  } catch {
    return { reason: `'${value}' is not a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { reason: `'${value}' is not an http(s) URL` };
  if (!allowedOrigins.includes(url.origin)) {
    return { reason: `${url.origin} is not in remotes.json's overrideOrigins (${allowedOrigins.join(', ') || 'none'})` };
  }
  return { entry: url.href };
}

/**
 * The manifest each overridden remote loads, for the stored overrides the decision allows while
 * a member is signed in. An ignored one is named in a console warning, so the member sees why.
 */
export function allowedOverrides(
  stored: readonly StoredOverride[],
  allowedOrigins: readonly string[],
  storage: Storage = window.localStorage,
  page: string = window.location.href,
): Record<string, string> {
  const overrides: Record<string, string> = {};
  const signedIn = readPersistedAuth(storage).isAuthenticated;
  for (const { remote, value } of stored) {
    if (!signedIn) {
      storage.removeItem(overrideKeyPrefix + remote);
      console.warn(`Remote override of ${remote} removed: overrides apply only while a member is signed in`);
      continue;
    }
    const decision = decideOverride(value, allowedOrigins, page);
    if ('entry' in decision) overrides[remote] = decision.entry;
    else console.warn(`Remote override of ${remote} ignored: ${decision.reason}`);
  }
  return overrides;
}
