// What a wallet pass's barcode carries. One function for Apple's pass and Google's object alike,
// so what the door scans from a wallet is always what it scans from the PDF and the e-mail: the
// ticket's signed QR text (tickets/ticket-qr.ts), checked by the door offline as well as online.
import type { TicketSigner } from '../ticket-qr';
import type { WalletTicket } from './wallet-ticket';

/** The message of a ticket's QR code in a wallet pass: its code, event and attendee, signed. */
export const ticketBarcodeMessage = (ticket: WalletTicket, signer: Pick<TicketSigner, 'qrText'>): string =>
  signer.qrText({ code: ticket.code, eventId: ticket.event.id, attendeeName: ticket.attendeeName });
