import type { FastifyBaseLogger } from 'fastify';
import { hourlyClientErrorPrune } from '../client-errors/prune';
import type { Payments } from '../orders/start-payment';
import { createTicketPdfPool, type PdfWorkersConfig } from '../tickets/ticket-pdf-pool';
import { drainOutbox, type OutboxDeps } from './drain-outbox';
import { dailyBuyerErasure } from './erase-buyers';
import { expireHolds } from './expire-holds';
import { offerWaitingLists } from './offer-waiting-lists';
import { reconcilePayments } from './reconcile-payments';
import { remindInstalments } from './remind-instalments';

export interface BackgroundDeps extends OutboxDeps {
  log: FastifyBaseLogger;
  payments: Payments;
  reconcileAfterMinutes: number;
  /** How long a waiting-list offer holds its tickets (WAITING_LIST_OFFER_MINUTES). */
  waitingListOfferMinutes: number;
  intervalMs?: number;
  /** The PDF threads these jobs own, started on demand and stopped with the jobs. */
  pdfWorkers?: PdfWorkersConfig;
}

/**
 * The periodic work of one API instance: expire holds, offer what is free to the waiting lists, settle stale payment attempts, queue
 * instalment reminders, send the outbox, once a day erase the buyers the team keeps no longer and,
 * once an hour, delete the client error reports older than 8 days (docs/architecture.md#client-error-reports).
 * Every instance may run it; the jobs claim rows with SKIP LOCKED, and an erasure waits for the
 * buyer's orders and finds nothing left when another got there first, so two instances never do
 * the same row twice.
 */
export function startBackgroundJobs(deps: BackgroundDeps): { stop(): Promise<void> } {
  const pdfs = createTicketPdfPool(deps.pdfWorkers);
  const eraseBuyers = dailyBuyerErasure(deps.db);
  const pruneClientErrors = hourlyClientErrorPrune(deps.db);
  let running: Promise<void> | undefined;
  const tick = () => {
    // A slow tick (an SMTP server timing out) is not overlapped by the next one.
    running ??= (async () => {
      try {
        await expireHolds(deps.db);
        // Right after the holds: the tickets they freed go to the waiting list before anything else runs.
        await offerWaitingLists(deps.db, deps.waitingListOfferMinutes);
        await reconcilePayments({ ...deps, afterMinutes: deps.reconcileAfterMinutes });
        await remindInstalments(deps.db);
        await drainOutbox({ ...deps, pdfs });
        await eraseBuyers();
        await pruneClientErrors();
      } catch (error) {
        deps.log.error({ err: error }, 'background jobs failed; retrying on the next tick');
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, deps.intervalMs ?? 5000);
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      deps.transport.close();
      await pdfs.close();
    },
  };
}
