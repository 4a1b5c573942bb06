import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { eventWhenOf } from '../mail/event-when';
import { tickets } from '../db/orders-schema';
import { type EmailMessage, ticketEmail } from '../mail/ticket-email';
import type { TicketPdfInput } from '../tickets/ticket-pdf';
import type { TicketPdfRenderer } from '../tickets/ticket-pdf-pool';
import type { TicketSigner } from '../tickets/ticket-qr';
import { paidOnSandbox } from '../tickets/test-tickets';
import { type WalletSite, walletLinks } from '../tickets/wallet/wallet-links';
import { walletTicketOf } from '../tickets/wallet/wallet-ticket';
import { type EventRow, findEventRow } from './capacity';
import type { MessageLinks } from './instalment-message';
import { orderCalendar } from './order-calendar';
import { orderReceipt } from './order-receipt';
import { findOrder, type OrderRow } from './order-state';
import { remainingSchedule } from './remaining-schedule';

type TicketRow = typeof tickets.$inferSelect;

/** An order's tickets in the order they were issued, which is how they are numbered ('Ticket 2 of 3'). */
export const issuedTickets = (db: Db, orderId: string): Promise<TicketRow[]> =>
  db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.createdAt), asc(tickets.code));

/** What each ticket's PDF shows: the same in the e-mail and on the booking page's download. */
export function ticketPdfInputs({
  brand,
  order,
  event,
  issued,
  test,
  signer,
}: {
  brand: string;
  order: OrderRow;
  event: EventRow;
  issued: TicketRow[];
  test: boolean;
  signer: TicketSigner;
}): TicketPdfInput[] {
  return issued.map((ticket, i) => ({
    brand,
    code: ticket.code,
    qr: signer.qrText({ code: ticket.code, eventId: order.eventId, attendeeName: ticket.attendeeName }),
    attendeeName: ticket.attendeeName,
    orderReference: order.reference,
    eventTitle: event.title,
    ...eventWhenOf(event),
    venue: event.address,
    position: `Ticket ${i + 1} of ${issued.length}`,
    test,
  }));
}

/**
 * The ticket e-mail of a paid order, built from what the database holds when it is sent; with
 * `wallets`, each ticket has its wallet links.
 */
export async function ticketMessage(
  db: Db,
  orderId: string,
  {
    brand,
    publicUrl,
    pdfs,
    signer,
    bookingUrl,
    supportEmail,
    wallets,
  }: MessageLinks & { pdfs: TicketPdfRenderer; signer: TicketSigner; wallets?: WalletSite },
): Promise<EmailMessage> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  const test = await paidOnSandbox(db, orderId);
  const event = await findEventRow(db, order.kind, order.eventId, false);
  if (!event) throw new Error(`Event ${order.eventId} of order ${orderId} not found`);
  const issued = await issuedTickets(db, orderId);
  const attached = await renderAll(pdfs, ticketPdfInputs({ brand, order, event, issued, test, signer }));
  const wallet = await Promise.all(issued.map((ticket) => walletLinks(wallets, walletTicketOf(ticket, order.reference, event, test))));
  return ticketEmail({
    brand,
    to: order.email,
    buyerFirstName: order.firstName,
    orderReference: order.reference,
    eventTitle: event.title,
    ...eventWhenOf(event),
    venue: event.address,
    charged: order.charge,
    receipt: orderReceipt(order),
    tickets: issued.map((ticket, i) => ({ code: ticket.code, pdf: attached[i], wallet: wallet[i] })),
    schedule: await remainingSchedule(db, orderId, publicUrl),
    test,
    bookingUrl,
    supportEmail,
    calendar: orderCalendar(order, event, { brand, publicUrl, bookingUrl }),
  });
}

/** Every ticket's PDF; the first that fails stops the others, since the e-mail goes whole or not at all. */
async function renderAll(pdfs: TicketPdfRenderer, tickets: TicketPdfInput[]): Promise<Buffer[]> {
  const giveUp = new AbortController();
  return Promise.all(
    tickets.map((ticket) =>
      pdfs.render(ticket, { signal: giveUp.signal }).catch((error: unknown) => {
        giveUp.abort(error);
        throw error;
      }),
    ),
  );
}
