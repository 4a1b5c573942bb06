import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { tickets } from '../db/orders-schema';
import { attendeeTicketEmail } from '../mail/attendee-ticket-email';
import { eventWhenOf } from '../mail/event-when';
import type { EmailMessage } from '../mail/ticket-email';
import type { TicketPdfRenderer } from '../tickets/ticket-pdf-pool';
import type { TicketSigner } from '../tickets/ticket-qr';
import { paidOnSandbox } from '../tickets/test-tickets';
import { type WalletSite, walletLinks } from '../tickets/wallet/wallet-links';
import { walletTicketOf } from '../tickets/wallet/wallet-ticket';
import { findEventRow } from './capacity';
import { orderCalendar } from './order-calendar';
import { findOrder } from './order-state';
import { issuedTickets, ticketPdfInputs } from './ticket-message';

/**
 * The e-mail of one ticket to the attendee named on it (attendees.ts), built from what the
 * database holds when it is sent: nothing when the ticket has no address any more (the buyer's
 * data was erased) or no longer lets anyone in.
 */
export async function attendeeTicketMessage(
  db: Db,
  ticketId: string,
  {
    brand,
    publicUrl,
    pdfs,
    signer,
    supportEmail,
    wallets,
  }: { brand: string; publicUrl: string; pdfs: TicketPdfRenderer; signer: TicketSigner; supportEmail?: string; wallets?: WalletSite },
): Promise<EmailMessage | undefined> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!ticket?.attendeeEmail || ticket.voidedAt) return undefined;
  const order = await findOrder(db, ticket.orderId);
  if (!order) throw new Error(`Order ${ticket.orderId} not found`);
  const event = await findEventRow(db, order.kind, order.eventId, false);
  if (!event) throw new Error(`Event ${order.eventId} of order ${order.id} not found`);
  const test = await paidOnSandbox(db, order.id);
  const issued = await issuedTickets(db, order.id);
  const pdfInput = ticketPdfInputs({ brand, order, event, issued, test, signer }).find((input) => input.code === ticket.code)!;
  return attendeeTicketEmail({
    brand,
    to: ticket.attendeeEmail,
    attendeeName: ticket.attendeeName,
    buyerName: `${order.firstName} ${order.lastName}`,
    eventTitle: event.title,
    ...eventWhenOf(event),
    venue: event.address,
    orderReference: order.reference,
    ticket: {
      code: ticket.code,
      pdf: await pdfs.render(pdfInput),
      wallet: await walletLinks(wallets, walletTicketOf(ticket, order.reference, event, test)),
    },
    calendar: orderCalendar(order, event, { brand, publicUrl, ticketCode: ticket.code }),
    test,
    supportEmail,
  });
}
