// One PDF per ticket: what the holder shows at the door. The QR code carries only the ticket code;
// the door looks everything else up, so a forged PDF with a made-up code is simply unknown.
import { formatEventDate, formatEventTime } from '@shared/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export interface TicketPdfInput {
  brand: string;
  code: string;
  holderName: string;
  eventTitle: string;
  /** ISO date of the event (UTC midnight) and its 'HH:mm' time. */
  eventDate: string;
  eventTime: string;
  venue: string;
  /** e.g. 'Ticket 2 of 3' */
  position: string;
}

const page = { width: 595, height: 300, margin: 32 };
const qrSize = 190;

export async function ticketPdf(ticket: TicketPdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(ticket.code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
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
  doc.rect(0, 0, page.width, 6).fill('#4a1fb8');
  doc.fillColor('#4a1fb8').font('Helvetica-Bold').fontSize(12).text(ticket.brand.toUpperCase(), page.margin, page.margin);
  doc.fillColor('#1a1530').fontSize(20).text(ticket.eventTitle, { width: textWidth });
  doc.moveDown(0.4).font('Helvetica').fontSize(12).fillColor('#4b4763');
  doc.text(`${formatEventDate(ticket.eventDate)}, ${formatEventTime(ticket.eventTime)}`, { width: textWidth });
  doc.text(ticket.venue, { width: textWidth });
  doc.moveDown(0.8).fillColor('#1a1530').font('Helvetica-Bold').text(ticket.holderName, { width: textWidth });
  doc.font('Helvetica').fillColor('#4b4763').text(ticket.position, { width: textWidth });
  doc.moveDown(0.8).font('Courier-Bold').fontSize(16).fillColor('#1a1530').text(ticket.code, { width: textWidth });
  doc.image(qr, page.width - page.margin - qrSize, (page.height - qrSize) / 2, { width: qrSize, height: qrSize });
  doc.end();
  return done;
}
