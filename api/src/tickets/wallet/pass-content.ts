// What a wallet pass's barcode carries. One function for Apple's pass and Google's object alike,
// so what the door scans from a wallet is always what it scans from the PDF and the e-mail.

/** The message of a ticket's QR code in a wallet pass: its code. */
export function ticketBarcodeMessage(ticket: { code: string }): string {
  return ticket.code;
}
