// What a front-end app reports when it fails in a visitor's browser, and the site-health figures the
// back office reads from those reports (docs/architecture.md#client-error-reports). The API keeps
// only a scrubbed, shortened form of a report; these are the shapes on the wire.
import { z } from 'zod';
import { limitText } from './text';

/** A remote that could not be loaded, a React render that threw, or an error nothing caught. */
export const CLIENT_ERROR_KINDS = ['load', 'render', 'unhandled'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The largest report body the API reads, in bytes; a larger one is answered 413. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/**
 * The free-text fields' limit: whatever the body can hold. The API shortens what it keeps, so a
 * long message is not refused; like every text field, none takes a NUL or an escape character.
 */
const TEXT_MAX = CLIENT_ERROR_BODY_LIMIT;

/** POST /client-errors. The body limit caps message and stack; the API shortens and scrubs them before storing. */
export const ClientErrorReport = z.object({
  remote: limitText(z.string().trim().min(1, 'remote: Say which app failed'), { label: 'remote', max: 100 }).describe(
    'The federation name of the app that failed (storefront, shell...)',
  ),
  version: limitText(z.string().trim().min(1, 'version: Say which version of the app failed'), { label: 'version', max: 100 }).describe(
    "The app's build version",
  ),
  message: limitText(z.string(), { label: 'message', max: TEXT_MAX, multiLine: true }).describe(
    "The error's message; stored scrubbed of addresses, tokens and query strings, and shortened",
  ),
  stack: limitText(z.string(), { label: 'stack', max: TEXT_MAX, multiLine: true })
    .optional()
    .describe('The stack trace; only a hash of it, normalised, is stored'),
  route: limitText(z.string(), { label: 'route', max: TEXT_MAX })
    .optional()
    .describe('The page the visitor was on; only its template is stored (ids and tokens become :id)'),
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `kind: must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

/** One app version's errors in the last hour and the last day. */
export const SiteHealthRow = z.object({
  remote: z.string(),
  version: z.string(),
  errorsLastHour: z.int().min(0),
  errorsLastDay: z.int().min(0),
});
export type SiteHealthRow = z.infer<typeof SiteHealthRow>;

/**
 * One release of a remote that has a canary: its version (its manifest's buildVersion; null when the
 * manifest could not be read), the share of visitors who load it, and its errors. `rate` is its
 * errors in the last hour divided by its share, scaled to every visitor (errors x 100 / share), so
 * the two releases compare although they serve different shares; null at a share of 0.
 */
export const ReleaseHealth = z.object({
  version: z.string().nullable(),
  sharePercent: z.int().min(0).max(100),
  errorsLastHour: z.int().min(0),
  errorsLastDay: z.int().min(0),
  rate: z.number().min(0).nullable(),
});
export type ReleaseHealth = z.infer<typeof ReleaseHealth>;

/** A remote with a canary in remotes.json: its stable and canary releases side by side (docs/architecture.md#canary-error-rates-and-auto-rollback). */
export const CanaryHealth = z.object({
  remote: z.string(),
  stable: ReleaseHealth,
  canary: ReleaseHealth,
  /** The rule that rolls the canary back, when remotes.json sets one. */
  autoRollback: z.object({ factor: z.number(), minSample: z.int() }).nullable(),
});
export type CanaryHealth = z.infer<typeof CanaryHealth>;

/** A canary the API rolled back by itself, from the audit trail: when, which remote, and the figures it went by. */
export const AutoRollbackRecord = z.object({
  at: z.iso.datetime({ offset: true }),
  remote: z.string(),
  reason: z.string(),
});
export type AutoRollbackRecord = z.infer<typeof AutoRollbackRecord>;

/**
 * GET /admin/site-health: the app versions with errors in the last day, by remote then version;
 * beside them, each remote's canary against its stable release, and the automatic rollbacks of
 * the last day, newest first.
 */
export const SiteHealth = z.object({
  data: z.array(SiteHealthRow),
  canaries: z.array(CanaryHealth),
  rollbacks: z.array(AutoRollbackRecord),
});
export type SiteHealth = z.infer<typeof SiteHealth>;
