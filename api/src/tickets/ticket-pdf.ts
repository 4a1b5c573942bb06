// One PDF per ticket: what the attendee shows at the door. The QR code carries the ticket code, its
// event and its attendee, signed by the API (tickets/ticket-qr.ts), so a door can refuse a made-up
// or edited ticket even offline; the code is printed as well, for typing it in by hand.
import { TEST_TICKET_NOTICE } from '@shared/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { type EventWhen, eventWhenText } from '../mail/event-when';

export interface TicketPdfInput extends EventWhen {
  brand: string;
  code: string;
  /** The signed QR text (tickets/ticket-qr.ts). */
  qr: string;
  attendeeName: string;
  /** The order's reference ('EVT-7K3P9Q'), what the buyer quotes to staff. */
  orderReference: string;
  eventTitle: string;
  venue: string;
  /** e.g. 'Ticket 2 of 3' */
  position: string;
  /** Paid on the sandbox: stamped TEST across the ticket (tickets/test-tickets.ts). */
  test: boolean;
}

const page = { width: 595, height: 300, margin: 32 };
const qrSize = 190;
// Every text has a box of a few lines and is cut to fit it, so whatever a buyer or an admin typed,
// a ticket is one page laid out in milliseconds. Cut first to this many characters: far more than
// the boxes show, and little enough that line breaking (slow on one endless word) stays cheap.
const MAX_CHARS = 300;

export async function ticketPdf(ticket: TicketPdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(ticket.qr, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: page.margin,
    info: { Title: `${ticket.eventTitle} - ${ticket.code}`, Author: ticket.brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const textWidth = page.width - page.margin * 3 - qrSize;
  /** At most `lines` lines, the last one ending in an ellipsis when the text is longer. */
  const box = (text: string, lines: number) => {
    const clipped = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\u2026` : text;
    doc.text(clipped, { width: textWidth, height: doc.currentLineHeight(true) * lines + 1, ellipsis: true });
  };
  doc.rect(0, 0, page.width, 6).fill('#4a1fb8');
  // A new document's cursor is at its top-left margin.
  doc.fillColor('#4a1fb8').font('Helvetica-Bold').fontSize(12);
  box(ticket.brand.toUpperCase(), 1);
  doc.fillColor('#1a1530').fontSize(20);
  box(ticket.eventTitle, 2);
  doc.moveDown(0.4).font('Helvetica').fontSize(12).fillColor('#4b4763');
  box(eventWhenText(ticket), 1);
  box(ticket.venue, 2);
  doc.moveDown(0.8).fillColor('#1a1530').font('Helvetica-Bold');
  box(ticket.attendeeName, 2);
  doc.font('Helvetica').fillColor('#4b4763');
  box(`${ticket.position} \u00b7 Order ${ticket.orderReference}`, 1);
  doc.moveDown(0.8).font('Courier-Bold').fontSize(16).fillColor('#1a1530');
  box(ticket.code, 1);
  doc.image(qr, page.width - page.margin - qrSize, (page.height - qrSize) / 2, { width: qrSize, height: qrSize });
  if (ticket.test) stampTest(doc);
  doc.end();
  return done;
}

/** Across the whole ticket, QR code included, so no crop of it looks like a real one. */
function stampTest(doc: PDFKit.PDFDocument): void {
  doc.save().rotate(-18, { origin: [page.width / 2, page.height / 2] });
  doc.font('Helvetica-Bold').fontSize(150).fillColor('#dc2626').fillOpacity(0.22);
  doc.text('TEST', 0, page.height / 2 - 75, { width: page.width, align: 'center', lineBreak: false });
  doc.restore();
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#b91c1c').fillOpacity(1);
  doc.text(TEST_TICKET_NOTICE, page.margin, page.height - page.margin + 6, { width: page.width - page.margin * 2, lineBreak: false });
}
