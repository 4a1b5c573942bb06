import { generateKeyPairSync } from 'node:crypto';
import { verifyTicketQr } from '@shared/domain';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { pdfImages, pdfText } from '../../test/pdf';
import { ticketPdf } from './ticket-pdf';
import { ticketSigner } from './ticket-qr';

const signer = ticketSigner(generateKeyPairSync('ed25519').privateKey);
const claims = { code: '7K3M-Q9TX-2HDR-5WNA', eventId: '0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1d', attendeeName: 'Ada Lovelace' };
const ticket = {
  brand: 'Evently',
  code: claims.code,
  qr: signer.qrText(claims),
  attendeeName: claims.attendeeName,
  orderReference: 'EVT-7K3P9Q',
  eventTitle: 'Lagos Detty December Getaway',
  eventDate: '2026-12-16T00:00:00.000Z',
  eventTime: '14:00',
  eventTimeZone: 'Africa/Lagos',
  eventEndDate: null,
  eventEndTime: null,
  venue: 'Eko Hotel & Suites, Victoria Island, Lagos',
  position: 'Ticket 2 of 3',
  test: false,
};

describe('ticketPdf', () => {
  it('is a PDF showing the event, the time in WAT, the venue, the attendee, the order reference and the code', async () => {
    const pdf = await ticketPdf(ticket);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Lagos Detty December Getaway',
      'Wednesday, 16 December 2026, 2:00 PM (WAT)',
      'Eko Hotel & Suites, Victoria Island, Lagos',
      'Ada Lovelace',
      'Ticket 2 of 3',
      'Order EVT-7K3P9Q',
      '7K3M-Q9TX-2HDR-5WNA',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows a London summer event's time in BST", async () => {
    const text = await pdfText(await ticketPdf({ ...ticket, eventDate: '2027-07-16T00:00:00.000Z', eventTimeZone: 'Europe/London' }));
    expect(text).toContain('Friday, 16 July 2027, 2:00 PM (BST)');
  });

  it('stamps a ticket paid on the sandbox TEST, saying it is not valid for entry, and only that one', async () => {
    const stamped = await pdfText(await ticketPdf({ ...ticket, test: true }));
    expect(stamped).toContain('TEST TICKET: no payment was taken. Not valid for entry.');
    expect(stamped).toContain('TESTTEST TICKET'); // the stamp across the ticket, then the notice
    expect(await pdfText(await ticketPdf(ticket))).not.toContain('TEST');
  });

  it("carries a QR code of the ticket's signed text, which the public key verifies", async () => {
    const [image] = await pdfImages(await ticketPdf(ticket));
    const scanned = jsQR(image.data, image.width, image.height)?.data;
    expect(scanned).toBe(ticket.qr);
    expect(scanned).toMatch(/^TKT1\.7K3MQ9TX2HDR5WNA\.0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1d\./);
    expect(await verifyTicketQr(scanned!, signer.publicKey)).toEqual({ valid: true, ...claims });
  });

  it('keeps absurdly long texts to their boxes: one page, cut with an ellipsis, the code and QR intact', async () => {
    const started = performance.now();
    const pdf = await ticketPdf({
      ...ticket,
      attendeeName: 'Ada'.repeat(33_334),
      eventTitle: 'Gala '.repeat(20_000),
      venue: 'Hall '.repeat(20_000),
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('AdaAda');
    expect(text).toContain('\x85'); // the ellipsis, in the standard fonts' encoding
    expect(text.length).toBeLessThan(2_000);
    expect(text).toContain('Ticket 2 of 3');
    expect(text).toContain('7K3M-Q9TX-2HDR-5WNA');
    const [image] = await pdfImages(pdf);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(ticket.qr);
  });
});
