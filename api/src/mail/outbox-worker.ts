// Sends what the outbox holds. Rows are claimed in one short statement (FOR UPDATE SKIP LOCKED)
// that also pushes their next attempt into the future: another worker, in this process or another
// API instance, neither waits for them nor picks them up while they are being sent.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { outbox } from '../db/orders-schema';
import { instalmentMessage } from '../orders/instalment-message';
import { ticketMessage } from '../orders/ticket-message';
import { INSTALMENT_RECEIPT, INSTALMENT_REMINDER, type OutboxPayload, TICKET_EMAIL } from './outbox-kinds';
import type { MailTransport } from './transport';

export interface OutboxDeps {
  db: Db;
  transport: MailTransport;
  brand: string;
  publicUrl: string;
  onError?: (error: unknown, row: { id: string; attempts: number }) => void;
}

/** Longer than any send takes; a worker that dies mid-send leaves its rows to others after this. */
const LEASE = sql`interval '5 minutes'`;
const FIRST_RETRY_SECONDS = 15;
const MAX_RETRY_SECONDS = 600;
const BATCH = 10;

/** Seconds before the next try after `attempts` failures: doubling from 15 s, at most 10 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/** Sends every e-mail that is due; answers how many went and how many failed (and will be retried). */
export async function drainOutbox(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claim(deps.db);
    if (claimed.length === 0) return result;
    for (const row of claimed) {
      try {
        await deps.transport.send(await build(deps, row));
        await deps.db.update(outbox).set({ status: 'SENT', sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
        result.sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await deps.db
          .update(outbox)
          .set({
            attempts,
            lastError: String((error as Error)?.message ?? error).slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
          })
          .where(eq(outbox.id, row.id));
        deps.onError?.(error, { id: row.id, attempts });
        result.failed += 1;
      }
    }
  }
}

function claim(db: Db) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'PENDING'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${LEASE}` })
    .where(inArray(outbox.id, due))
    .returning();
}

function build({ db, brand, publicUrl }: OutboxDeps, row: typeof outbox.$inferSelect) {
  const payload = { ...(row.payload as object), kind: row.kind } as OutboxPayload;
  switch (payload.kind) {
    case TICKET_EMAIL:
      return ticketMessage(db, payload.orderId, { brand, publicUrl });
    case INSTALMENT_RECEIPT:
      return instalmentMessage(db, payload.orderId, payload.number, { brand, publicUrl });
    case INSTALMENT_REMINDER:
      return instalmentMessage(db, payload.orderId, undefined, { brand, publicUrl });
    default:
      throw new Error(`Unknown outbox kind ${row.kind}`);
  }
}
