// Browsers run a timer at most about 24.8 days ahead (a longer delay fires at once), so a far
// on-sale time is waited for in steps.
export const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** The instant of an ISO string, or undefined for none (or an unreadable one: treated as on sale). */
export function instantOf(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? undefined : at;
}
