import jsQR from 'jsqr';
import { pdfImages, pdfText } from '../../test/pdf';
import { ticketPdf } from './ticket-pdf';

const ticket = {
  brand: 'Evently',
  code: '7K3M-Q9TX-2HDR-5WNA',
  holderName: 'Ada Lovelace',
  eventTitle: 'Lagos Detty December Getaway',
  eventDate: '2026-12-16T00:00:00.000Z',
  eventTime: '14:00',
  venue: 'Eko Hotel & Suites, Victoria Island, Lagos',
  position: 'Ticket 2 of 3',
};

describe('ticketPdf', () => {
  it('is a PDF showing the event, the time in WAT, the venue, the holder and the code', async () => {
    const pdf = await ticketPdf(ticket);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Lagos Detty December Getaway',
      'Wednesday, 16 December 2026, 2:00 PM (WAT)',
      'Eko Hotel & Suites, Victoria Island, Lagos',
      'Ada Lovelace',
      'Ticket 2 of 3',
      '7K3M-Q9TX-2HDR-5WNA',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries a QR code that decodes to the ticket code', async () => {
    const [image] = await pdfImages(await ticketPdf(ticket));
    expect(jsQR(image.data, image.width, image.height)?.data).toBe('7K3M-Q9TX-2HDR-5WNA');
  });
});
