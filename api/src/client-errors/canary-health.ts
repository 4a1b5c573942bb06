// A canary's error rate against its stable release's, and the rule that rolls it back
// (docs/architecture.md#canary-error-rates-and-auto-rollback). The two releases serve different
// shares of visitors (the buckets split them), so raw counts do not compare: each release's errors
// in the last hour are divided by its share and scaled to every visitor. Pure code: the figures
// come from the site-health rows, the releases from remotes.json (canary-releases.ts).
import type { CanaryHealth, ReleaseHealth, SiteHealthRow } from '@shared/domain';
import type { CanaryRelease, Release } from './canary-releases';

function releaseHealth(remote: string, release: Release, rows: readonly SiteHealthRow[]): ReleaseHealth {
  const row = release.version === null ? undefined : rows.find((one) => one.remote === remote && one.version === release.version);
  const errorsLastHour = row?.errorsLastHour ?? 0;
  return {
    version: release.version,
    sharePercent: release.sharePercent,
    errorsLastHour,
    errorsLastDay: row?.errorsLastDay ?? 0,
    rate: release.sharePercent === 0 ? null : (errorsLastHour * 100) / release.sharePercent,
  };
}

/** Each canaried remote's two releases with their errors and rates. */
export function canaryHealth(releases: readonly CanaryRelease[], rows: readonly SiteHealthRow[]): CanaryHealth[] {
  return releases.map(({ remote, stable, canary, autoRollback }) => ({
    remote,
    stable: releaseHealth(remote, stable, rows),
    canary: releaseHealth(remote, canary, rows),
    autoRollback,
  }));
}

const perHour = (rate: number) => `${Number(rate.toFixed(1))}/h at full share`;

/**
 * Why the canary is to be rolled back, in words with the figures; undefined when it is not. It is
 * when autoRollback is set, both versions are known and differ (the same version's errors cannot
 * be told apart), both releases have visitors, the canary has at least minSample errors in the last
 * hour, and its rate is over `factor` times the stable one's (any rate is, over a stable rate of 0).
 */
export function rollbackReason({ remote, stable, canary, autoRollback }: CanaryHealth): string | undefined {
  if (!autoRollback || stable.version === null || canary.version === null || stable.version === canary.version) return undefined;
  if (stable.rate === null || canary.rate === null) return undefined;
  if (canary.errorsLastHour < autoRollback.minSample || canary.rate <= autoRollback.factor * stable.rate) return undefined;
  return (
    `${remote} canary ${canary.version}: ${canary.errorsLastHour} errors in the last hour at ${canary.sharePercent}% of visitors ` +
    `(${perHour(canary.rate)}); stable ${stable.version}: ${stable.errorsLastHour} at ${stable.sharePercent}% (${perHour(stable.rate)}); ` +
    `rolled back at over ${autoRollback.factor} times the stable rate with at least ${autoRollback.minSample} errors`
  );
}
