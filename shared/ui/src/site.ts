// Per-environment facts the shell reads at start from /remotes.json (so one build serves every
// environment). @shared/ui is a singleton, so remotes read what the shell set.
export interface SiteConfig {
  brand: string;
}

let current: SiteConfig = { brand: 'Evently' };

export function setSiteConfig(config: Partial<SiteConfig>): void {
  current = { ...current, ...config };
}

export function useSiteConfig(): SiteConfig {
  return current;
}
