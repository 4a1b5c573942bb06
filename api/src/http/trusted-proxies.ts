import { isIP } from 'node:net';
import { z } from 'zod';

// Which X-Forwarded-For entries name the real client. The client address is what the login limits
// count by, so trusting a hop the client controls lets every guess claim a fresh address.

/** No proxy (the socket's peer is the client), a number of proxies in front, or their addresses. */
export type TrustedProxies = false | number | string[];

// proxy-addr (what Fastify uses) knows these names for common private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_REFUSED =
  '"true" would trust any X-Forwarded-For a client makes up; give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `1` one hop; `127.0.0.1,10.0.0.0/8` those addresses. */
export const TrustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustedProxies => {
    const setting = value?.trim() ?? '';
    if (setting === '' || setting === 'false' || setting === '0') return false;
    if (setting === 'true') {
      context.addIssue({ code: 'custom', message: TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(setting)) return Number(setting);
    const entries = setting
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a number of proxies or a comma-separated list of IP addresses or CIDR ranges; not understood: ${bad.join(', ') || setting}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's form of the setting. Fastify refuses a bare hop count (it cannot know whether the peer
 * is a proxy), so a count trusts that many hops from the socket: only right where the API cannot be
 * reached except through those proxies (no published port), as in docker/compose.yaml.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return trusted;
}
