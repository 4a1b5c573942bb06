import type { SiteHealthRow } from '@shared/domain';
import { canaryHealth, rollbackReason } from './canary-health';
import type { CanaryRelease } from './canary-releases';

const release = (canaryPercent: number, versions: [string | null, string | null] = ['1.0.0', '1.1.0']): CanaryRelease => ({
  remote: 'checkout',
  stable: { entry: '/checkout/1.0/mf-manifest.json', version: versions[0], sharePercent: 100 - canaryPercent },
  canary: { entry: '/checkout/1.1/mf-manifest.json', version: versions[1], sharePercent: canaryPercent },
  autoRollback: { factor: 2, minSample: 10 },
});
const rows = (stable: number, canary: number): SiteHealthRow[] => [
  { remote: 'checkout', version: '1.0.0', errorsLastHour: stable, errorsLastDay: stable + 1 },
  { remote: 'checkout', version: '1.1.0', errorsLastHour: canary, errorsLastDay: canary },
  { remote: 'storefront', version: '1.1.0', errorsLastHour: 99, errorsLastDay: 99 },
];
const judged = (canaryPercent: number, stable: number, canary: number, versions?: [string | null, string | null]) =>
  rollbackReason(canaryHealth([release(canaryPercent, versions)], rows(stable, canary))[0]);

describe('canaryHealth', () => {
  it("divides each release's errors in the last hour by its share of visitors, scaled to all of them", () => {
    expect(canaryHealth([release(10)], rows(18, 4))).toEqual([
      {
        remote: 'checkout',
        stable: { version: '1.0.0', sharePercent: 90, errorsLastHour: 18, errorsLastDay: 19, rate: 20 },
        canary: { version: '1.1.0', sharePercent: 10, errorsLastHour: 4, errorsLastDay: 4, rate: 40 },
        autoRollback: { factor: 2, minSample: 10 },
      },
    ]);
  });

  it('counts no errors for a version without rows, or an unknown one, and has no rate at a share of 0', () => {
    const [health] = canaryHealth([release(0, ['1.0.0', null])], []);
    expect(health.stable).toEqual({ version: '1.0.0', sharePercent: 100, errorsLastHour: 0, errorsLastDay: 0, rate: 0 });
    expect(health.canary).toEqual({ version: null, sharePercent: 0, errorsLastHour: 0, errorsLastDay: 0, rate: null });
  });
});

describe('rollbackReason', () => {
  it('rolls back a canary over the factor with the minimum sample, saying the figures', () => {
    expect(judged(10, 18, 10)).toBe(
      'checkout canary 1.1.0: 10 errors in the last hour at 10% of visitors (100/h at full share); stable 1.0.0: 18 at 90% (20/h at full share); ' +
        'rolled back at over 2 times the stable rate with at least 10 errors',
    );
    // Over a stable release with no errors, any canary rate is over the factor.
    expect(judged(50, 0, 10)).toContain('stable 1.0.0: 0 at 50% (0/h at full share)');
  });

  it('keeps a canary under the minimum sample, at or under the factor, or whose versions cannot be told apart', () => {
    expect(judged(50, 0, 9)).toBeUndefined();
    // 10 at 10% is 100/h; 450 at 90% is 500/h: the canary is better.
    expect(judged(10, 450, 10)).toBeUndefined();
    // Exactly twice the stable rate is not over it.
    expect(judged(50, 5, 10)).toBeUndefined();
    expect(judged(50, 0, 10, ['1.0.0', null])).toBeUndefined();
    expect(judged(50, 0, 10, ['1.1.0', '1.1.0'])).toBeUndefined();
    // No stable visitors (100%) or no canary visitors (0%): nothing to compare.
    expect(judged(100, 0, 10)).toBeUndefined();
    expect(judged(0, 0, 10)).toBeUndefined();
  });

  it('never rolls back without autoRollback', () => {
    const [health] = canaryHealth([{ ...release(50), autoRollback: null }], rows(0, 50));
    expect(rollbackReason(health)).toBeUndefined();
  });
});
