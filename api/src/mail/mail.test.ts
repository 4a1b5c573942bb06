import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { smtpServer } from '../../test/smtp';
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
  venue: 'The O2, London',
  charged: 5850,
  tickets: [
    { code: 'AAAA-BBBB-CCCC-DDDD', pdf: Buffer.from('%PDF-1 one') },
    { code: 'EEEE-FFFF-GGGG-HHHH', pdf: Buffer.from('%PDF-1 two') },
  ],
  schedule: [
    { label: 'Second Instalment', amount: 4875, dueDate: '2027-01-28', payUrl: 'https://site.example/pay/1?x=1&y=2' },
    { label: 'Third payment', amount: 4875, dueDate: '2027-01-28', payUrl: 'https://site.example/pay/2' },
  ],
};
const message = ticketEmail(input);

describe('ticketEmail', () => {
  it('names the tickets, the event, the amount and the schedule', () => {
    expect(message.subject).toBe('Your 2 tickets for Afrobeats Live <script>alert(1)</script>');
    expect(message.text).toContain('When: Thursday, 11 February 2027, 6:00 PM (WAT)');
    expect(message.text).toContain('Paid today: £58.50');
    expect(message.text).toContain('- Second Instalment: £48.75 by Thursday, 28 January 2027. Pay: https://site.example/pay/1?x=1&y=2');
    expect(message.attachments.map((a) => a.filename)).toEqual(['ticket-1-AAAA-BBBB-CCCC-DDDD.pdf', 'ticket-2-EEEE-FFFF-GGGG-HHHH.pdf']);
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
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['ticket-1-AAAA-BBBB-CCCC-DDDD.pdf', '%PDF-1 one'],
      ['ticket-2-EEEE-FFFF-GGGG-HHHH.pdf', '%PDF-1 two'],
    ]);
  });

  it('with SMTP_URL delivers to the SMTP server, and rejects while the server is down', async () => {
    const smtp = await smtpServer();
    const transport = createMailTransport({ from: 'tickets@example.com', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    try {
      await transport.send(message);
      expect(smtp.received).toHaveLength(1);
      const parsed = await simpleParser(smtp.received[0]);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.attachments).toHaveLength(2);
    } finally {
      transport.close();
      await smtp.stop();
    }
    const down = createMailTransport({ from: 'tickets@example.com', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    await expect(down.send(message)).rejects.toThrow();
    down.close();
  });
});
