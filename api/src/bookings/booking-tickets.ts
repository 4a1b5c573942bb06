// The booking page's ticket downloads: each ticket's PDF, the same as the e-mail's attachment, and
// its QR code as an image. A ticket of a cancelled order is void and is no longer handed out.
import QRCode from 'qrcode';
import type { Db } from '../db/connect';
import { HttpError, notFound } from '../http/errors';
import { ticketPdfInputs, issuedTickets } from '../orders/ticket-message';
import { normaliseTicketCode } from '../tickets/codes';
import type { TicketPdfRenderer } from '../tickets/ticket-pdf-pool';
import type { TicketSigner } from '../tickets/ticket-qr';
import { paidOnSandbox } from '../tickets/test-tickets';
import { bookedOrder, eventOf } from './booking-view';

const TICKET_NOT_FOUND = 'We could not find that ticket in this booking.';
const TICKET_VOID = 'This ticket was cancelled and can no longer be used.';

/** The order a token opens, its tickets in issue order, and where `code` is among them; 404 or 410 otherwise. */
async function bookedTicket(db: Db, token: string, typed: string) {
  const order = await bookedOrder(db, token);
  const issued = await issuedTickets(db, order.id);
  const code = normaliseTicketCode(typed);
  const index = issued.findIndex((ticket) => ticket.code === code);
  if (index === -1) throw notFound(TICKET_NOT_FOUND);
  if (issued[index].voidedAt) throw new HttpError(410, TICKET_VOID);
  return { order, issued, index };
}

/** The ticket's PDF, laid out on a PDF worker thread like the e-mail's. */
export async function bookingTicketPdf(
  db: Db,
  { pdfs, signer }: { pdfs: TicketPdfRenderer; signer: TicketSigner },
  { token, code, brand }: { token: string; code: string; brand: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const { order, issued, index } = await bookedTicket(db, token, code);
  const [event, test] = await Promise.all([eventOf(db, order), paidOnSandbox(db, order.id)]);
  const input = ticketPdfInputs({ brand, order, event, issued, test, signer })[index];
  return { filename: `ticket-${index + 1}-${input.code}.pdf`, pdf: await pdfs.render(input) };
}

/** The ticket's QR code, the same signed text as on its PDF, as an SVG image. */
export async function bookingTicketQr(db: Db, signer: TicketSigner, { token, code }: { token: string; code: string }): Promise<string> {
  const { order, issued, index } = await bookedTicket(db, token, code);
  const ticket = issued[index];
  const qr = signer.qrText({ code: ticket.code, eventId: order.eventId, attendeeName: ticket.attendeeName });
  return QRCode.toString(qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
