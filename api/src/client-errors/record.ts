import type { ClientErrorReport } from '@shared/domain';
import type { Db } from '../db/connect';
import { clientErrors } from '../db/client-errors-schema';
import { browserFamily, routeTemplate, scrubMessage, scrubText, stackHash } from './scrub';

/** Remote and version are stored as sent, up to this many characters, after the same scrubbing as a message. */
const NAME_MAX = 100;

/**
 * Stores what may be kept of a report (docs/architecture.md#client-error-reports): the scrubbed,
 * shortened message, the stack's hash, the route's template and the browser's family. The stack,
 * the full route, the User-Agent and the sender's address never reach the database.
 */
export async function recordClientError(db: Db, report: ClientErrorReport, userAgent: string | undefined): Promise<void> {
  await db.insert(clientErrors).values({
    remote: scrubText(report.remote).slice(0, NAME_MAX),
    version: scrubText(report.version).slice(0, NAME_MAX),
    kind: report.kind,
    message: scrubMessage(report.message),
    stackHash: stackHash(report.stack),
    route: routeTemplate(report.route),
    browser: browserFamily(userAgent),
  });
}
