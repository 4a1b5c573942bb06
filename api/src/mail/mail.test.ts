import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { smtpServer } from '../../test/smtp';
import { bookingLinkEmail } from './booking-link-email';
import { cancellationEmail } from './cancellation-email';
import { instalmentEmail } from './instalment-email';
import { refundEmail } from './refund-email';
import { ticketEmail } from './ticket-email';
import { createMailTransport } from './transport';

const input = {
  brand: 'Evently',
  to: 'buyer@example.com',
  buyerFirstName: '<b>Ada</b>',
  orderReference: 'ORD-1234',
  eventTitle: 'Afrobeats Live <script>alert(1)</script>',
  eventDate: '2027-02-11T00:00:00.000Z',
  eventTime: '18:00',
  eventTimeZone: 'Africa/Lagos',
  eventEndDate: null,
  eventEndTime: null,
  venue: 'The O2, London',
  charged: 5850,
  tickets: [
    { code: 'AAAA-BBBB-CCCC-DDDD', pdf: Buffer.from('%PDF-1 one') },
    { code: 'EEEE-FFFF-GGGG-HHHH', pdf: Buffer.from('%PDF-1 two') },
  ],
  receipt: {
    quantity: 2,
    unitPrice: 4500,
    room: { label: 'Shared Room', unitPrice: 2000 },
    discount: 1000,
    subtotal: 12000,
    vat: 2400,
    total: 14400,
  },
  schedule: {
    lines: [
      { label: 'Second Instalment', amount: 4875, dueDate: '2027-01-14' },
      { label: 'Third payment', amount: 4875, dueDate: '2027-01-28' },
    ],
    payUrl: 'https://site.example/pay/1?x=1&y=2',
    provider: 'PayPal',
  },
  bookingUrl: 'https://site.example/booking/tok_en-1',
  supportEmail: 'help@site.example',
  calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
};
const message = ticketEmail(input);

describe('ticketEmail', () => {
  it('names the tickets, the event, the amount and the schedule', () => {
    expect(message.subject).toBe('Your 2 tickets for Afrobeats Live <script>alert(1)</script>');
    expect(message.text).toContain('When: Thursday, 11 February 2027, 6:00 PM (WAT)');
    expect(message.text).toContain('Paid today: £58.50');
    // The event's own zone on that date, and its end (docs/product-rules.md#event-times).
    const london = ticketEmail({
      ...input,
      eventTimeZone: 'Europe/London',
      eventEndDate: '2027-02-12T00:00:00.000Z',
      eventEndTime: '02:00',
    });
    expect(london.text).toContain('When: Thursday, 11 February 2027, 6:00 PM (GMT) – Friday, 12 February 2027, 2:00 AM (GMT)');
    expect(message.text).toContain(
      [
        'Your remaining instalments:',
        '- Second Instalment: £48.75 by Thursday, 14 January 2027',
        '- Third payment: £48.75 by Thursday, 28 January 2027',
        '',
        'Pay next instalment with PayPal: https://site.example/pay/1?x=1&y=2',
      ].join('\n'),
    );
    expect(message.attachments.map((a) => a.filename)).toEqual([
      'ticket-1-AAAA-BBBB-CCCC-DDDD.pdf',
      'ticket-2-EEEE-FFFF-GGGG-HHHH.pdf',
      'event.ics',
    ]);
  });

  it('has a receipt: tickets, room, discount with its minus sign, sub total, VAT, total and what was paid today', () => {
    expect(message.text).toContain(
      [
        'Your receipt',
        'Tickets (2 × £45.00): £90.00',
        'Shared Room (2 × £20.00): £40.00',
        'Discount: -£10.00',
        'Sub total: £120.00',
        'VAT (20%): £24.00',
        'Total: £144.00',
        'Paid today: £58.50',
      ].join('\n'),
    );
    const plain = ticketEmail({ ...input, receipt: { ...input.receipt, room: undefined, discount: 0 } });
    expect(plain.text).not.toMatch(/Room|Discount/);
    expect(message.html).toMatch(/<td [^>]*>Discount<\/td><td [^>]*>-£10\.00<\/td>/);
    expect(message.html).toMatch(/<td [^>]*font-weight:bold[^>]*>Total<\/td><td [^>]*>£144\.00<\/td>/);
  });

  it('links the venue to a map, in the text and the HTML', () => {
    const map = 'https://www.google.com/maps/search/?api=1&query=The%20O2%2C%20London';
    expect(message.text).toContain(`Where: The O2, London\nMap: ${map}`);
    expect(message.html).toContain(`<a href="${map.replace(/&/g, '&amp;')}" style="color:#4a1fb8">Open the venue in Maps</a>`);
  });

  it('gives one link that pays the next instalment, through the provider the buyer paid with', () => {
    expect(message.html.match(/Pay next instalment with PayPal/g)).toHaveLength(1);
    expect(message.html).toMatch(/<a href="https:\/\/site\.example\/pay\/1\?x=1&amp;y=2" [^>]*>Pay next instalment with PayPal<\/a>/);
    expect(message.html).toContain('Second Instalment, due Thursday, 14 January 2027');
  });

  it('says whom to ask, in the text and the HTML', () => {
    expect(message.text).toContain('Questions about your booking? Reply to this e-mail or write to help@site.example.');
    expect(message.html).toContain('<a href="mailto:help@site.example" style="color:#4a1fb8">help@site.example</a>');
    expect(ticketEmail({ ...input, supportEmail: undefined }).text).toContain('Questions about your booking? Reply to this e-mail.');
  });

  it('is laid out for mail programs: tables and inline styles, no style sheet or script', () => {
    expect(message.html).toMatch(/^<!doctype html>/);
    expect(message.html).toContain('<table role="presentation" width="600"');
    expect(message.html).not.toMatch(/<style|<link|<script|class=/);
    // The preview line mail programs show beside the subject.
    expect(message.html).toContain('Your 2 tickets are attached: show the QR code at the door. Order ORD-1234.');
  });

  it('links to the booking page in the text and the HTML', () => {
    expect(message.text).toContain('Order: ORD-1234');
    expect(message.text).toContain('Manage your booking: https://site.example/booking/tok_en-1');
    expect(message.html).toContain(
      '<a href="https://site.example/booking/tok_en-1" style="color:#4a1fb8;font-weight:bold">Manage your booking</a>',
    );
  });

  it('escapes what buyers and admins typed in the HTML', () => {
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<b>Ada</b>');
    expect(message.html).toContain('Afrobeats Live &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).toContain('href="https://site.example/pay/1?x=1&amp;y=2"');
  });

  it('says a test booking is one in the subject, the text and the HTML, and a real one is not', () => {
    const test = ticketEmail({ ...input, test: true });
    expect(test.subject).toBe('[TEST] Your 2 tickets for Afrobeats Live <script>alert(1)</script>');
    expect(test.text.split('\n')[0]).toBe('TEST TICKET: no payment was taken. Not valid for entry.');
    expect(test.html).toContain('TEST TICKET: no payment was taken. Not valid for entry.');
    expect(message.text).not.toContain('TEST TICKET');
  });

  it('speaks of one ticket in the singular', () => {
    const one = ticketEmail({ ...input, eventTitle: 'Jazz Brunch', tickets: input.tickets.slice(0, 1), schedule: undefined });
    expect(one.subject).toBe('Your 1 ticket for Jazz Brunch');
    expect(one.text).toContain('Your 1 ticket is attached');
    expect(one.text).not.toContain('remaining instalments');
  });
});

describe('the e-mails after the sale', () => {
  const common = {
    brand: 'Evently',
    to: 'buyer@example.com',
    buyerFirstName: '<b>Ada</b>',
    orderReference: 'EVT-7K3P9Q',
    eventTitle: 'Afrobeats Live <script>alert(1)</script>',
    bookingUrl: 'https://site.example/booking/tok?a=1&b=2',
  };
  const link = '<a href="https://site.example/booking/tok?a=1&amp;b=2"';

  it('a refund receipt: the amount, the reason, the reference, the total so far, and void tickets once cancelled', () => {
    const receipt = refundEmail({ ...common, amount: 1250, reason: 'Wrong <i>room</i>', totalRefunded: 3000, cancelled: false });
    expect(receipt.subject).toBe('Refund of £12.50: Afrobeats Live <script>alert(1)</script>');
    expect(receipt.text).toContain('We have refunded £12.50 of your booking for Afrobeats Live');
    for (const line of ['Order: EVT-7K3P9Q', 'Refunded now: £12.50', 'Reason: Wrong <i>room</i>', 'Refunded in all: £30.00'])
      expect(receipt.text).toContain(line);
    expect(receipt.text).toContain('Manage your booking: https://site.example/booking/tok?a=1&b=2');
    expect(receipt.text).not.toContain('no longer valid');
    expect(receipt.html).toContain(link);
    expect(receipt.html).toContain('Wrong &lt;i&gt;room&lt;/i&gt;');
    expect(receipt.html).not.toMatch(/<script>|<b>Ada|<i>room/);
    const last = refundEmail({ ...common, amount: 1250, reason: 'Gone', totalRefunded: 5000, cancelled: true });
    expect(last.text).toContain('Your booking is now cancelled: its tickets are no longer valid for entry.');
  });

  it('a cancellation notice: the event, the reason, the money given back or on its way, and void tickets', () => {
    const input = {
      ...common,
      eventDate: '2027-02-11T00:00:00.000Z',
      eventTime: '18:00',
      eventTimeZone: 'Africa/Lagos',
      eventEndDate: null,
      eventEndTime: null,
      reason: 'Cancelled by the buyer',
    };
    const notice = cancellationEmail({ ...input, refunded: 4500, refunding: 500 });
    expect(notice.subject).toBe('Booking cancelled: Afrobeats Live <script>alert(1)</script>');
    expect(notice.text).toContain(
      'Your booking for Afrobeats Live <script>alert(1)</script> on Thursday, 11 February 2027, 6:00 PM (WAT) has been cancelled. Its tickets are no longer valid for entry.',
    );
    expect(notice.text).toContain('£45.00 has been refunded to the card or PayPal account you paid with.');
    expect(notice.text).toContain('£5.00 is being refunded to the card or PayPal account you paid with.');
    expect(notice.text).toContain('Reason: Cancelled by the buyer');
    expect(notice.html).toContain(link);
    expect(notice.html).not.toMatch(/<script>|<b>Ada/);
    expect(cancellationEmail({ ...input, refunded: 0, refunding: 0 }).text).toContain('No money has been refunded on this booking.');
  });

  it('each names whom to ask when it is known', () => {
    const withSupport = { ...common, supportEmail: 'help@site.example' };
    const ask = 'Questions about your booking? Reply to this e-mail or write to help@site.example.';
    expect(refundEmail({ ...withSupport, amount: 1, reason: 'x', totalRefunded: 1, cancelled: false }).text).toContain(ask);
    expect(bookingLinkEmail(withSupport).text).toContain(ask);
    const when = {
      eventDate: '2027-02-11T00:00:00.000Z',
      eventTime: '18:00',
      eventTimeZone: 'Africa/Lagos',
      eventEndDate: null,
      eventEndTime: null,
    };
    expect(cancellationEmail({ ...withSupport, ...when, reason: 'x', refunded: 0, refunding: 0 }).html).toContain(
      'mailto:help@site.example',
    );
    expect(bookingLinkEmail(common).text).toContain('Questions about your booking? Reply to this e-mail.');
  });

  it('a booking link: the link and the reference, to the order', () => {
    const mail = bookingLinkEmail(common);
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.subject).toBe('Your booking EVT-7K3P9Q: Afrobeats Live <script>alert(1)</script>');
    expect(mail.text).toContain('Manage your booking: https://site.example/booking/tok?a=1&b=2');
    expect(mail.html).toContain(link);
  });

  it('instalment receipts and reminders link to the booking page too', () => {
    const reminder = instalmentEmail({ ...common, kind: 'reminder', schedule: input.schedule });
    expect(reminder.text).toContain('Order: EVT-7K3P9Q\nManage your booking: https://site.example/booking/tok?a=1&b=2');
    expect(reminder.html).toContain(link);
  });

  it('a reminder names the next instalment, its own due date and the one link that pays it', () => {
    const reminder = instalmentEmail({ ...common, kind: 'reminder', schedule: input.schedule });
    expect(reminder.text).toContain(
      'A reminder that your second instalment of £48.75 for Afrobeats Live <script>alert(1)</script> is due by Thursday, 14 January 2027.',
    );
    expect(reminder.text).toContain('Pay next instalment with PayPal: https://site.example/pay/1?x=1&y=2');
    expect(reminder.html.match(/Pay next instalment/g)).toHaveLength(1);
    const paid = instalmentEmail({
      ...common,
      kind: 'receipt',
      paid: { label: 'Fourth Instalment', amount: 4875 },
      schedule: { ...input.schedule, lines: [] },
    });
    expect(paid.text).toContain('Your order is now paid in full.');
    expect(paid.text).not.toContain('Pay next instalment');
  });
});

describe('createMailTransport', () => {
  it('without SMTP writes a complete .eml file to the outbox', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const transport = createMailTransport({ from: 'Evently <tickets@example.com>', outboxDir });
    await transport.send(message);
    transport.close();
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(join(outboxDir, files[0])));
    expect(parsed.to).toMatchObject({ text: 'buyer@example.com' });
    expect(parsed.from?.value).toEqual([{ name: 'Evently', address: 'tickets@example.com' }]);
    // Without SUPPORT_EMAIL, replies go to the sender, and that is the address the e-mails give.
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'tickets@example.com' }]);
    expect(transport.supportEmail).toBe('tickets@example.com');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['ticket-1-AAAA-BBBB-CCCC-DDDD.pdf', '%PDF-1 one'],
      ['ticket-2-EEEE-FFFF-GGGG-HHHH.pdf', '%PDF-1 two'],
      ['event.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'],
    ]);
    // A text/calendar part, which mail apps offer to add to the calendar.
    expect(parsed.attachments[2].contentType).toBe('text/calendar');
  });

  it('with SMTP_URL delivers to the SMTP server, and rejects while the server is down', async () => {
    const smtp = await smtpServer();
    const transport = createMailTransport({
      from: 'tickets@example.com',
      replyTo: 'help@example.com',
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
    });
    try {
      await transport.send(message);
      expect(smtp.received).toHaveLength(1);
      const parsed = await simpleParser(smtp.received[0]);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'help@example.com' }]);
      expect(transport.supportEmail).toBe('help@example.com');
      expect(parsed.attachments).toHaveLength(3);
    } finally {
      transport.close();
      await smtp.stop();
    }
    const down = createMailTransport({ from: 'tickets@example.com', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    await expect(down.send(message)).rejects.toThrow();
    down.close();
  });
});
