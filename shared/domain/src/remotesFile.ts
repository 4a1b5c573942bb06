// The format of /remotes.json, in one place for the shell (shell/src/remotes/registry.ts reads it),
// the tooling and the API (federation/remotes-release.ts edits it, for `npm run release` and the
// API's automatic rollback). Pure code: no DOM, no Node.js, no imports.
//
// { "brand": "Evently", "remotes": { "<name>": <address> } }, where an address is either the URL
// of the remote's mf-manifest.json (its stable release), or a canary release beside the stable
// one: { "stable": "<url>", "canary": "<url>", "canaryPercent": 10 }. A visitor whose bucket
// (0-99, shell/src/remotes/bucket.ts) is below canaryPercent loads the canary, everyone else the stable release.
// "overrideOrigins": ["http://localhost:3902", ...] lists where a signed-in member may point a
// remote in their own browser (shell/src/remotes/override.ts, docs/architecture.md#remote-override).

/**
 * The API rolls the canary back by itself when its error rate is over `factor` times the stable
 * one's (docs/architecture.md#canary-error-rates-and-auto-rollback).
 */
export interface AutoRollback {
  /** The canary's error rate, as a multiple of the stable release's, that rolls it back (> 1). */
  factor: number;
  /** The fewest canary errors in the last hour the rates are compared on (a whole number from 1). */
  minSample: number;
}

export interface CanaryAddress {
  stable: string;
  canary: string;
  /** The share of visitors, a whole number from 0 to 100, who load the canary. */
  canaryPercent: number;
  autoRollback?: AutoRollback;
}

/** Where a remote's manifest lives: one URL (stable only), or a stable and a canary URL. */
export type RemoteAddress = string | CanaryAddress;

export interface RemotesFile {
  brand?: string;
  remotes: Record<string, RemoteAddress>;
  /** The origins a member's remote override may load from; none when absent. */
  overrideOrigins?: string[];
}

/** 'override': a member's own browser loads another build of the remote (override.ts). */
export type Channel = 'stable' | 'canary' | 'override';

/** The release of a remote a visitor loads: its channel and its manifest's URL. */
export interface PickedRelease {
  channel: Channel;
  entry: string;
}

/**
 * A manifest's URL: absolute http(s), or a path on the shell's own origin ('/checkout/mf-manifest.json'),
 * without spaces or control characters.
 */
export function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || /\s/.test(value)) return false;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** An origin exactly as a browser writes it: http(s)://host[:port], no path, no trailing slash. */
export function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

export function isCanaryPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with one remote's address, in words; empty when nothing is. */
export function addressProblems(name: string, value: unknown): string[] {
  if (typeof value === 'string') return isManifestUrl(value) ? [] : [`${name}: '${value}' is not an http(s) URL or a /path`];
  if (!isObject(value)) return [`${name}: the address is a URL or an object { stable, canary, canaryPercent }`];
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!['stable', 'canary', 'canaryPercent', 'autoRollback'].includes(key)) problems.push(`${name}: unknown key '${key}'`);
  }
  for (const key of ['stable', 'canary'] as const) {
    if (!isManifestUrl(value[key]))
      problems.push(`${name}: ${key} is not an http(s) URL or a /path (${JSON.stringify(value[key]) ?? 'missing'})`);
  }
  if (!isCanaryPercent(value.canaryPercent)) {
    problems.push(`${name}: canaryPercent is a whole number from 0 to 100 (${JSON.stringify(value.canaryPercent) ?? 'missing'})`);
  }
  if (value.autoRollback !== undefined) {
    const rollback = value.autoRollback;
    if (!isObject(rollback)) problems.push(`${name}: autoRollback is an object { factor, minSample }`);
    else {
      if (typeof rollback.factor !== 'number' || !Number.isFinite(rollback.factor) || rollback.factor <= 1) {
        problems.push(`${name}: autoRollback.factor is a number above 1`);
      }
      if (typeof rollback.minSample !== 'number' || !Number.isInteger(rollback.minSample) || rollback.minSample < 1) {
        problems.push(`${name}: autoRollback.minSample is a whole number from 1`);
      }
    }
  }
  return problems;
}

/**
 * Reads a parsed remotes.json. `file` keeps every remote whose address is valid (the shell loads
 * those, and an area whose remote was dropped shows its retry card); `problems` names the rest.
 */
export function parseRemotesFile(value: unknown): { file: RemotesFile; problems: string[] } {
  if (!isObject(value) || !isObject(value.remotes))
    return { file: { remotes: {} }, problems: ['remotes.json is an object with a "remotes" object'] };
  const problems: string[] = [];
  const remotes: Record<string, RemoteAddress> = {};
  for (const [name, address] of Object.entries(value.remotes)) {
    const found = addressProblems(name, address);
    if (found.length === 0) remotes[name] = address as RemoteAddress;
    problems.push(...found);
  }
  const file: RemotesFile = { remotes };
  if (typeof value.brand === 'string') file.brand = value.brand;
  else if (value.brand !== undefined) problems.push('brand is a string');
  if (Array.isArray(value.overrideOrigins)) {
    // A bad origin is left out: it would never equal a URL's origin, so allows nothing anyway.
    file.overrideOrigins = value.overrideOrigins.filter(isOrigin);
    for (const origin of value.overrideOrigins)
      if (!isOrigin(origin)) problems.push(`overrideOrigins: ${JSON.stringify(origin)} is not an origin like https://preview.example.com`);
  } else if (value.overrideOrigins !== undefined) problems.push('overrideOrigins is a list of origins');
  return { file, problems };
}

/** The release a visitor in this bucket (0-99) loads: the canary when the bucket is below canaryPercent. */
export function pickEntry(address: RemoteAddress, bucket: number): PickedRelease {
  if (typeof address === 'string') return { channel: 'stable', entry: address };
  return bucket < address.canaryPercent ? { channel: 'canary', entry: address.canary } : { channel: 'stable', entry: address.stable };
}

/** Whether any remote has a canary: only then does a visitor need a bucket. */
export function hasCanary(remotes: Record<string, RemoteAddress>): boolean {
  return Object.values(remotes).some((address) => typeof address !== 'string');
}
