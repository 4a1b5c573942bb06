import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { bookingTokens, instalments, orders, outbox } from '../src/db/orders-schema';
import { drainOutbox } from '../src/jobs/drain-outbox';
import { remindInstalments } from '../src/jobs/remind-instalments';
import { createMailTransport } from '../src/mail/transport';
import { adminToken, bearer, createTestApp, drivers, type TestApp, outboxConfig } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';
import { pdfText } from './pdf';
import { smtpServer } from './smtp';

// Every e-mail about an order after it is paid, as the buyer receives it: each links to the
// booking page with a token of its own, and the link opens that booking.

describe.each(drivers)('booking e-mails on %s', (driver) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
    t = await createTestApp(driver);
    auth = bearer(await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  const db = () => t.database.db;

  /** Sends what is queued; answers the messages the SMTP server received, parsed. */
  const drain = async (): Promise<ParsedMail[]> => {
    const before = smtp.received.length;
    const transport = createMailTransport({ from: 'Evently <tickets@example.com>', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    try {
      expect((await drainOutbox({ db: db(), transport, ...outboxConfig(t) })).failed).toBe(0);
    } finally {
      transport.close();
    }
    return Promise.all(smtp.received.slice(before).map((raw) => simpleParser(raw)));
  };
  /** The booking link of a message, checked to be the same in its text and its HTML. */
  const linkOf = (mail: ParsedMail): string => {
    const [, url, token] = /Manage your booking: (\S+\/booking\/([\w-]{43}))$/m.exec(mail.text ?? '') ?? [];
    expect(url).toBe(`${t.config.publicUrl}/booking/${token}`);
    expect(mail.html).toContain(`<a href="${url}"`);
    return token;
  };
  const booking = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/bookings/${token}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const paid = async (event: TestEvent, overrides: Parameters<typeof orderId>[2] = {}) => {
    const id = await orderId(t, event, overrides);
    expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    return order;
  };

  it('links every ticket e-mail to its booking page with a token of its own, and the PDFs name the order', async () => {
    const event = await addEvent(db(), 'PARTY');
    const order = await paid(event, { quantity: 2 });
    const [first] = await drain();
    expect(first.subject).toMatch(/Your 2 tickets for /);
    expect(first.text).toContain(`Order: ${order.reference}`);
    const token = linkOf(first);
    expect(await booking(token)).toMatchObject({ reference: order.reference, status: 'PAID' });
    const pdfs = first.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(2);
    for (const pdf of pdfs) expect(await pdfText(pdf.content)).toContain(`Order ${order.reference}`);

    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${token}/resend`, remoteAddress: '10.3.0.1' })).statusCode).toBe(202);
    const [again] = await drain();
    expect(again.subject).toBe(first.subject);
    const second = linkOf(again);
    expect(second).not.toBe(token);
    expect(await booking(second)).toMatchObject({ reference: order.reference });
    // Only the hashes are kept: neither token is in the database.
    const stored = JSON.stringify(await db().select().from(bookingTokens).where(eq(bookingTokens.orderId, order.id)));
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(second);
  }, 30_000);

  it('links the instalment receipts and reminders too', async () => {
    const event = await addEvent(db(), 'EXPERIENCE');
    const order = await paid(event, { installment: 'INSTALLMENT' });
    await drain();
    expect((await completeSandbox(t, await sandboxPath(t, order.id))).statusCode).toBe(303);
    const [receipt] = await drain();
    expect(receipt.subject).toMatch(/^Payment received: /);
    expect(receipt.text).toContain(`Order: ${order.reference}`);
    expect((await booking(linkOf(receipt))).due).toHaveLength(2);

    await db()
      .update(instalments)
      .set({ dueDate: sql`current_date + 3` })
      .where(eq(instalments.orderId, order.id));
    expect(await remindInstalments(db())).toBeGreaterThanOrEqual(1);
    const reminder = (await drain()).find((mail) => mail.text?.includes(order.reference));
    expect(reminder?.subject).toMatch(/^Instalment reminder: /);
    expect(await booking(linkOf(reminder!))).toMatchObject({ reference: order.reference });
  }, 30_000);

  it('sends a refund receipt: the amount, the reason, the reference and the total so far; the last one says the tickets are void', async () => {
    const event = await addEvent(db(), 'PARTY', { price: 5000 });
    const order = await paid(event);
    await drain();
    const refund = (amount: number | undefined, reason: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refunds`, headers: auth, payload: { amount, reason } });

    expect((await refund(1250, 'Wrong <b>room</b> & price')).statusCode).toBe(201);
    const [part] = await drain();
    expect(part.to).toMatchObject({ text: 'ada@example.com' });
    expect(part.subject).toBe(`Refund of £12.50: ${(await booking(linkOf(part))).event.title}`);
    expect(part.text).toContain('We have refunded £12.50 of your booking for');
    expect(part.text).toContain(`Order: ${order.reference}`);
    expect(part.text).toContain('Reason: Wrong <b>room</b> & price');
    expect(part.text).toContain('Refunded in all: £12.50');
    expect(part.text).not.toContain('no longer valid');
    expect(part.html).toContain('Wrong &lt;b&gt;room&lt;/b&gt; &amp; price');

    expect((await refund(undefined, 'Event moved')).statusCode).toBe(201);
    const [rest] = await drain();
    const left = order.charge - 1250;
    expect(rest.text).toContain(`We have refunded £${(left / 100).toFixed(2)} of your booking`);
    expect(rest.text).toContain(`Refunded in all: £${(order.charge / 100).toFixed(2)}`);
    expect(rest.text).toContain('Your booking is now cancelled: its tickets are no longer valid for entry.');
    expect(await booking(linkOf(rest))).toMatchObject({ status: 'CANCELLED' });
  }, 30_000);

  it('sends a cancellation notice when the buyer cancels: the event, the reason, the money back, and void tickets', async () => {
    const event = await addEvent(db(), 'EXPERIENCE', { price: 4000, shared: 0 });
    const order = await paid(event);
    const [ticketMail] = await drain();
    const token = linkOf(ticketMail);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${token}/cancel` })).statusCode).toBe(200);
    const sent = await drain();
    expect(sent.map((mail) => mail.subject?.split(':')[0]).sort()).toEqual([
      'Booking cancelled',
      `Refund of £${(order.charge / 100).toFixed(2)}`,
    ]);
    const notice = sent.find((mail) => mail.subject?.startsWith('Booking cancelled'))!;
    expect(notice.subject).toBe(`Booking cancelled: ${(await booking(token)).event.title}`);
    expect(notice.text).toMatch(/Your booking for .* on Thursday, 15 January 2099, 6:30 PM \(WAT\) has been cancelled\./);
    expect(notice.text).toContain('Its tickets are no longer valid for entry.');
    expect(notice.text).toContain(`£${(order.charge / 100).toFixed(2)} has been refunded to the card or PayPal account you paid with.`);
    expect(notice.text).toContain(`Order: ${order.reference}`);
    expect(notice.text).toContain('Reason: Cancelled by the buyer');
    expect(await booking(linkOf(notice))).toMatchObject({ status: 'CANCELLED', canCancel: false });
  }, 30_000);

  it('says no money went back when an admin cancels without a refund', async () => {
    const event = await addEvent(db(), 'PARTY');
    const order = await paid(event);
    await drain();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: auth,
      payload: { reason: 'Venue closed', refund: false },
    });
    expect(cancel.statusCode).toBe(200);
    const [notice] = await drain();
    expect(notice.text).toContain('Reason: Venue closed');
    expect(notice.text).toContain('No money has been refunded on this booking.');
  }, 30_000);

  it('e-mails the link asked for on Find my booking to the order, and nothing to anyone else', async () => {
    const event = await addEvent(db(), 'PARTY');
    const order = await paid(event, { email: 'lookup.buyer@example.com' });
    await drain();
    const lookup = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        payload: { email, reference: order.reference },
        remoteAddress: '10.3.1.1',
      });
    expect((await lookup('someone@example.com')).statusCode).toBe(202);
    expect(await drain()).toEqual([]);
    expect((await lookup('LOOKUP.buyer@example.com')).statusCode).toBe(202);
    const [mail] = await drain();
    expect(mail.to).toMatchObject({ text: 'lookup.buyer@example.com' });
    expect(mail.subject).toMatch(new RegExp(`^Your booking ${order.reference}: `));
    expect(mail.text).toContain('Here is the link to your booking for');
    expect(await booking(linkOf(mail))).toMatchObject({ reference: order.reference });
    const [row] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} = 'booking-link' and ${outbox.payload}->>'orderId' = ${order.id}`);
    expect(row).toMatchObject({ status: 'SENT', payload: { orderId: order.id } });
  }, 30_000);
});
