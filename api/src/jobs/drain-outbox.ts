// Sends what the outbox holds. Rows are claimed in one short statement (FOR UPDATE SKIP LOCKED)
// that also pushes their next attempt into the future: another worker, in this process or another
// API instance, neither waits for them nor picks them up while they are being sent.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { bookingLinkMessage, cancellationMessage, refundMessage } from '../bookings/booking-messages';
import { bookingUrl, issueBookingToken } from '../bookings/tokens';
import { isErasedEmail } from '../buyers/buyer-reference';
import type { Db } from '../db/connect';
import { orders, outbox } from '../db/orders-schema';
import {
  ATTENDEE_TICKET_EMAIL,
  BOOKING_LINK,
  CANCELLATION_NOTICE,
  INSTALMENT_RECEIPT,
  INSTALMENT_REMINDER,
  MEMBER_REMOVED,
  type OutboxPayload,
  REFUND_RECEIPT,
  TEAM_INVITATION,
  TICKET_EMAIL,
  WAITING_LIST_OFFER,
} from '../mail/outbox-kinds';
import type { EmailMessage } from '../mail/ticket-email';
import type { MailTransport } from '../mail/transport';
import { attendeeTicketMessage } from '../orders/attendee-ticket-message';
import { instalmentMessage } from '../orders/instalment-message';
import { ticketMessage } from '../orders/ticket-message';
import { invitationMessage, removalMessage } from '../team/team-messages';
import { createTicketPdfPool, type TicketPdfRenderer } from '../tickets/ticket-pdf-pool';
import type { WalletConfig } from '../tickets/wallet/config';
import type { TicketSigner } from '../tickets/ticket-qr';
import { waitingListOfferMessage } from '../waiting-list/offer-message';
import { JobLimitError } from '../workers/worker-pool';

export interface OutboxDeps {
  db: Db;
  transport: MailTransport;
  brand: string;
  publicUrl: string;
  /** The wallets the site offers: the ticket e-mail links each ticket to them. */
  wallet?: WalletConfig;
  /** Signs the QR code on each ticket PDF. */
  signer: TicketSigner;
  /** Lays out ticket PDFs off this thread; without it, a drain starts threads of its own and stops them after. */
  pdfs?: TicketPdfRenderer;
  onError?: (error: unknown, row: { id: string; attempts: number }) => void;
}

/** Longer than any send takes; a worker that dies mid-send leaves its rows to others after this. */
const LEASE = sql`interval '5 minutes'`;
const FIRST_RETRY_SECONDS = 15;
const MAX_RETRY_SECONDS = 600;
const BATCH = 10;

// An e-mail whose PDFs ran past the time or memory limit would most likely do it again: it waits
// an hour, then doubling up to a day, so it costs one time limit of one worker thread a day at
// most, and still goes out once the machine is less busy, if that was the cause.
const FIRST_HEAVY_RETRY_SECONDS = 3600;
const MAX_HEAVY_RETRY_SECONDS = 86_400;

/** Seconds before the next try after `attempts` failures: doubling from 15 s, at most 10 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/** The same after a failure that was the job's own size (see JobLimitError): from an hour, at most a day. */
export const heavyRetryDelaySeconds = (attempts: number) =>
  Math.min(MAX_HEAVY_RETRY_SECONDS, FIRST_HEAVY_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/** Sends every e-mail that is due; answers how many went and how many failed (and will be retried). */
export async function drainOutbox(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  // Threads start only when a ticket e-mail needs them, so an idle drain costs nothing.
  const pdfs = deps.pdfs ?? createTicketPdfPool();
  try {
    return await drain(deps, pdfs);
  } finally {
    if (!deps.pdfs) await pdfs.close();
  }
}

async function drain(deps: OutboxDeps, pdfs: TicketPdfRenderer): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claim(deps.db);
    if (claimed.length === 0) return result;
    for (const row of claimed) {
      try {
        const message = await build(deps, pdfs, row);
        // Nothing left to say (a team e-mail whose invitation or removal was undone): done all the same.
        if (message) await deps.transport.send(message);
        await deps.db.update(outbox).set({ status: 'SENT', sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
        result.sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = (error instanceof JobLimitError ? heavyRetryDelaySeconds : retryDelaySeconds)(attempts);
        await deps.db
          .update(outbox)
          .set({
            attempts,
            lastError: String((error as Error)?.message ?? error).slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
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

async function orderOfErasedBuyer(db: Db, orderId: string): Promise<boolean> {
  const [order] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
  return order !== undefined && isErasedEmail(order.email);
}

async function build(
  { db, brand, publicUrl, transport, wallet, signer }: OutboxDeps,
  pdfs: TicketPdfRenderer,
  row: typeof outbox.$inferSelect,
): Promise<EmailMessage | undefined> {
  const payload = { ...(row.payload as object), kind: row.kind } as OutboxPayload;
  // An erased buyer (docs/product-rules.md#buyer-data) is written to no more: their address
  // reaches nobody, and building the message would mint a booking link for no one.
  if ('orderId' in payload && (await orderOfErasedBuyer(db, payload.orderId))) return undefined;
  // Every e-mail about an order links to its booking page with a token of its own, minted as it is
  // built: the outbox row never holds one, and a retried e-mail simply gets another.
  const links = async (orderId: string) => ({
    brand,
    publicUrl,
    bookingUrl: bookingUrl(publicUrl, await issueBookingToken(db, orderId)),
    supportEmail: transport.supportEmail,
  });
  switch (payload.kind) {
    case TICKET_EMAIL:
      return ticketMessage(db, payload.orderId, {
        ...(await links(payload.orderId)),
        pdfs,
        signer,
        wallets: wallet && { wallet, brand, publicUrl, signer },
      });
    case ATTENDEE_TICKET_EMAIL:
      return attendeeTicketMessage(db, payload.ticketId, {
        brand,
        publicUrl,
        pdfs,
        signer,
        supportEmail: transport.supportEmail,
        wallets: wallet && { wallet, brand, publicUrl, signer },
      });
    case INSTALMENT_RECEIPT:
      return instalmentMessage(db, payload.orderId, payload.number, await links(payload.orderId));
    case INSTALMENT_REMINDER:
      return instalmentMessage(db, payload.orderId, undefined, await links(payload.orderId));
    case REFUND_RECEIPT:
      return refundMessage(db, payload.orderId, payload.refundId, await links(payload.orderId));
    case CANCELLATION_NOTICE:
      return cancellationMessage(db, payload.orderId, await links(payload.orderId));
    case BOOKING_LINK:
      return bookingLinkMessage(db, payload.orderId, await links(payload.orderId));
    case TEAM_INVITATION:
      return invitationMessage(db, payload.invitationId, { brand, publicUrl });
    case MEMBER_REMOVED:
      return removalMessage(db, payload.adminId, { brand, publicUrl });
    case WAITING_LIST_OFFER:
      return waitingListOfferMessage(db, payload.entryId, { brand, publicUrl, supportEmail: transport.supportEmail });
    default:
      throw new Error(`Unknown outbox kind ${row.kind}`);
  }
}
