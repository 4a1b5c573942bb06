// Where a member's remote override is kept (docs/architecture.md#remote-override):
// localStorage['remote-override:<name>'] holds the manifest URL that remote loads instead. Only
// this look into storage is in the shell's first chunks; deciding whether an override applies
// (override.ts) downloads only when the browser holds one, so a visitor's page carries almost none of it.

export const overrideKeyPrefix = 'remote-override:';

/** A remote's override as stored, not yet checked. */
export interface StoredOverride {
  remote: string;
  value: string;
}

/** The overrides this browser holds for these remotes; none when it refuses storage. */
export function storedOverrides(remotes: readonly string[]): StoredOverride[] {
  try {
    return remotes.flatMap((remote) => {
      const value = localStorage.getItem(overrideKeyPrefix + remote);
      return value === null ? [] : [{ remote, value }];
    });
  } catch {
    return [];
  }
}

/** The manifest URL each overridden remote loads on this page: the stored overrides override.ts allows. */
export async function memberOverrides(remotes: readonly string[], allowedOrigins: readonly string[]): Promise<Record<string, string>> {
  const stored = storedOverrides(remotes);
  if (stored.length === 0) return {};
  try {
    const { allowedOverrides } = await import('./override');
    return allowedOverrides(stored, allowedOrigins);
  } catch {
    // Its chunk did not arrive: the page loads the site's own releases rather than none.
    return {};
  }
}

/** Forgets a remote's override (its banner's Reset); the next page load uses the site's own release again. */
export function resetOverride(remote: string): void {
  localStorage.removeItem(overrideKeyPrefix + remote);
}
