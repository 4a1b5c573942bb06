// The API's automatic rollback of a failing canary (docs/architecture.md#canary-error-rates-and-auto-rollback):
// a canary with autoRollback set in remotes.json is rolled back, by the same edit as
// `npm run release -- <app> --rollback` (federation/remotes-release.ts: atomic, keeping
// remotes.json.previous for an undo), as soon as its error rate is over the set multiple of the
// stable release's. It is judged shortly after an error report for a canaried remote arrives (one
// judgement for a burst of reports) and once a minute besides.
import type { AutoRollbackRecord, CanaryHealth } from '@shared/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { editRemotesJson, ReleaseError } from '../../../federation/remotes-release';
import { recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { auditLog } from '../db/schema';
import { canaryHealth, rollbackReason } from './canary-health';
import { cachedVersions, readCanaryReleases, type ReadVersion } from './canary-releases';
import { siteHealth } from './site-health';

const DAY_MS = 86_400_000;
export const AUTO_ROLLBACK_ACTION = 'auto-rollback';

export interface CanaryWatchOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The environment's remotes.json (REMOTES_JSON_PATH); undefined: no canaries are watched. */
  file: string | undefined;
  /** The shell's origin, for manifests given as a /path. */
  base: string;
  readVersion?: ReadVersion;
  /** How long after a report the canaries are judged, so a burst of reports makes one judgement. */
  debounceMs?: number;
  intervalMs?: number;
}

export interface CanaryWatch {
  /** Each canaried remote's releases, errors and rates, from the site-health rows. */
  health(rows: Parameters<typeof canaryHealth>[1]): Promise<CanaryHealth[]>;
  /** An error report arrived: judge the canaries soon (one judgement for a burst of reports). */
  reported(): void;
  stop(): Promise<void>;
}

/** The automatic rollbacks of the last day, newest first, from the audit trail. */
export async function recentRollbacks(db: Db, now: Date): Promise<AutoRollbackRecord[]> {
  const rows = await db
    .select({ at: auditLog.at, remote: auditLog.entityId, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'remote-release'),
        eq(auditLog.action, AUTO_ROLLBACK_ACTION),
        gt(auditLog.at, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map(({ at, remote, changes }) => ({
    at: at.toISOString(),
    remote: remote ?? '',
    reason: String((changes as Record<string, { to?: unknown }>).reason?.to ?? ''),
  }));
}

export function canaryWatch({ db, log, file, base, readVersion, debounceMs = 2000, intervalMs = 60_000 }: CanaryWatchOptions): CanaryWatch {
  const versions = cachedVersions(readVersion);
  const releases = () => readCanaryReleases(file, base, versions);
  let pending: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /**
   * Rolls one canary back and records it. The file is edited first: a rename cannot share a
   * database transaction, so the audit row is written once the new file is in place (a failed
   * edit records nothing; a failed insert after it is logged with the figures).
   */
  async function rollBack(path: string, health: CanaryHealth, entry: string, stable: string, reason: string): Promise<void> {
    try {
      editRemotesJson(path, { kind: 'rollback', app: health.remote, canary: entry });
    } catch (error) {
      // Another API process (or a release) changed the canary first: nothing of ours to record.
      if (error instanceof ReleaseError) return;
      throw error;
    }
    log.warn({ remote: health.remote, reason }, 'canary rolled back automatically');
    try {
      await recordAudit(db, null, {
        action: AUTO_ROLLBACK_ACTION,
        entity: 'remote-release',
        entityId: health.remote,
        changes: {
          release: { from: { canary: entry, canaryPercent: health.canary.sharePercent }, to: { stable } },
          reason: { from: null, to: reason },
        },
      });
    } catch (error) {
      log.error({ err: error, remote: health.remote, reason }, 'canary rolled back, but its audit row could not be written');
    }
  }

  /** Judges every canary and rolls back those the rule says to. */
  async function judgeNow(): Promise<void> {
    const found = await releases();
    if (!file || found.length === 0) return;
    const healths = canaryHealth(found, await siteHealth(db, new Date()));
    for (const [i, health] of healths.entries()) {
      const reason = rollbackReason(health);
      if (reason) await rollBack(file, health, found[i].canary.entry, found[i].stable.entry, reason);
    }
  }

  const judge = (): Promise<void> => {
    // One judgement at a time: two at once could both edit the file for the same canary.
    running ??= judgeNow().finally(() => {
      running = undefined;
    });
    return running;
  };
  const judgeLogged = () => {
    judge().catch((error: unknown) => log.error({ err: error }, 'judging the canaries failed; trying again later'));
  };

  const timer = file ? setInterval(judgeLogged, intervalMs) : undefined;
  timer?.unref();

  return {
    health: async (rows) => canaryHealth(await releases(), rows),
    reported: () => {
      if (!file || pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        judgeLogged();
      }, debounceMs);
      pending.unref();
    },
    stop: async () => {
      clearInterval(timer);
      clearTimeout(pending);
      pending = undefined;
      await running;
    },
  };
}
