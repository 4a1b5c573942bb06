import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { type ParsedMail, simpleParser } from 'mailparser';
import { formatEventDate, formatPounds, verifyTicketQr } from '@shared/domain';
import { events } from '../src/db/events-schema';
import { instalments, orders, outbox, tickets } from '../src/db/orders-schema';
import { remindInstalments } from '../src/jobs/remind-instalments';
import { drainOutbox } from '../src/jobs/drain-outbox';
import { createMailTransport } from '../src/mail/transport';
import { createTicketPdfPool, type TicketPdfRenderer } from '../src/tickets/ticket-pdf-pool';
import { longestStall } from './event-loop';
import { createTestApp, drivers, type TestApp, outboxConfig } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';
import { pdfImages, pdfText } from './pdf';
import { smtpServer } from './smtp';

// Counts the PDFs laid out on this thread (the workers load the module on their own, unseen here).
jest.mock('../src/tickets/ticket-pdf', () => {
  const actual = jest.requireActual<typeof import('../src/tickets/ticket-pdf')>('../src/tickets/ticket-pdf');
  return { ...actual, ticketPdf: jest.fn(actual.ticketPdf) };
});
const { ticketPdf: pdfsOnThisThread } = jest.requireMock<{ ticketPdf: jest.Mock }>('../src/tickets/ticket-pdf');

describe.each(drivers)('ticket e-mail through the outbox on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  const db = () => t.database.db;
  /** A fresh transport per call, closed after: like an API instance that starts, works and stops. */
  const drain = async (pdfs?: TicketPdfRenderer) => {
    const transport = createMailTransport({ from: 'Evently <tickets@example.com>', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    try {
      return await drainOutbox({ db: db(), transport, ...outboxConfig(t), pdfs });
    } finally {
      transport.close();
    }
  };
  const paidOrder = async (
    quantity: number,
    instalment: 'FULL' | 'INSTALLMENT' = 'FULL',
    { provider = 'stripe', deadlineInDays }: { provider?: 'stripe' | 'paypal'; deadlineInDays?: number } = {},
  ) => {
    const event = await addEvent(db(), 'EXPERIENCE');
    if (deadlineInDays !== undefined) {
      await db()
        .update(events)
        .set({ instalmentDeadline: sql`current_date + ${deadlineInDays}::int` })
        .where(eq(events.id, event.id));
    }
    const id = await orderId(t, event, { quantity, installment: instalment });
    expect((await completeSandbox(t, await sandboxPath(t, id, provider))).statusCode).toBe(303);
    return id;
  };
  /** Days from today to each of the order's instalments, by number. */
  const daysToInstalments = async (id: string) =>
    (
      await db()
        .select({ days: sql<number>`(${instalments.dueDate} - current_date)::int` })
        .from(instalments)
        .where(eq(instalments.orderId, id))
        .orderBy(instalments.number)
    ).map((row) => row.days);
  const mailTo = async (index: number): Promise<ParsedMail> => simpleParser(smtp.received[index]);

  it("sends one e-mail per order with one PDF per ticket whose QR code is that ticket's, signed", async () => {
    const id = await paidOrder(3);
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = await mailTo(0);
    expect(mail.to).toMatchObject({ text: 'ada@example.com' });
    // Paid on the sandbox: a test ticket, and the e-mail and every PDF say so.
    expect(mail.subject).toMatch(/^\[TEST\] Your 3 tickets for Experience /);
    expect(mail.text).toMatch(/^TEST TICKET: no payment was taken\. Not valid for entry\./);
    expect(mail.html).toContain('Thank you for booking');
    const issued = (await db().select().from(tickets).where(eq(tickets.orderId, id))).map((ticket) => ticket.code).sort();
    const pdfs = mail.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(3);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    const { publicKey } = outboxConfig(t).signer;
    const decoded: string[] = [];
    for (const pdf of pdfs) {
      const [qr] = await pdfImages(pdf.content);
      const scanned = await verifyTicketQr(jsQR(qr.data, qr.width, qr.height)?.data ?? '', publicKey);
      expect(scanned).toEqual({ valid: true, code: expect.any(String), eventId: order.eventId, attendeeName: 'Ada Obi' });
      const code = scanned.valid ? scanned.code : '';
      expect(pdf.filename).toContain(code);
      expect(await pdfText(pdf.content)).toContain('Ada Obi');
      expect(await pdfText(pdf.content)).toContain('TEST TICKET: no payment was taken');
      decoded.push(code);
    }
    expect(decoded.sort()).toEqual(issued);
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
  }, 30_000);

  it('lists the remaining instalments, each due on its own day up to the deadline, with one link to pay the next by card', async () => {
    const id = await paidOrder(1, 'INSTALLMENT', { deadlineInDays: 60 });
    expect(await daysToInstalments(id)).toEqual([20, 40, 60]);
    const before = smtp.received.length;
    await drain();
    const mail = await mailTo(before);
    expect(mail.text).toContain('Your remaining instalments:');
    const [due2, due3, due4] = (await db().select().from(instalments).where(eq(instalments.orderId, id)).orderBy(instalments.number)).map(
      (row) => formatEventDate(`${row.dueDate}T00:00:00.000Z`),
    );
    expect(mail.text).toMatch(
      new RegExp(
        `- Second Instalment: £[\\d.,]+ by ${due2}\\n- Third payment: £[\\d.,]+ by ${due3}\\n- Fourth payment: £[\\d.,]+ by ${due4}`,
      ),
    );
    expect(new Set([due2, due3, due4]).size).toBe(3);
    expect(mail.text).toContain(`Pay next instalment with Stripe: ${t.config.publicUrl}/api/order/${id}/pay`);
    expect(mail.text?.match(/Pay next instalment/g)).toHaveLength(1);
  }, 30_000);

  it("sends a PayPal buyer's next instalment through PayPal, not the card page", async () => {
    const id = await paidOrder(1, 'INSTALLMENT', { provider: 'paypal' });
    const before = smtp.received.length;
    await drain();
    const mail = await mailTo(before);
    expect(mail.text).toContain(`Pay next instalment with PayPal: ${t.config.publicUrl}/api/order/${id}/pay`);
    expect(mail.text).not.toContain('with Stripe');
  }, 30_000);

  it("carries the order's receipt, a map link to the venue, and whom to ask, with replies going there", async () => {
    const id = await paidOrder(2);
    const before = smtp.received.length;
    const transport = createMailTransport({
      from: 'Evently <tickets@example.com>',
      replyTo: 'help@example.com',
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
    });
    try {
      await drainOutbox({ db: db(), transport, ...outboxConfig(t) });
    } finally {
      transport.close();
    }
    const mail = await mailTo(before);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(mail.text).toContain(`Order: ${order.reference}`);
    expect(mail.text).toContain(`Tickets (2 × ${formatPounds(order.unitPrice)}): ${formatPounds(2 * order.unitPrice)}`);
    expect(mail.text).toContain(`Total: ${formatPounds(order.charge)}\nPaid today: ${formatPounds(order.charge)}`);
    expect(mail.text).toMatch(/Map: https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+/);
    expect(mail.text).toContain('Questions about your booking? Reply to this e-mail or write to help@example.com.');
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'help@example.com' }]);
  }, 30_000);

  it('keeps the e-mail while the SMTP server is down and delivers it once when it is back, after a restart', async () => {
    const before = smtp.received.length;
    await smtp.stop();
    const id = await paidOrder(2);
    expect(await drain()).toEqual({ sent: 0, failed: 1 });
    const [queued] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'orderId' = ${id}`);
    expect(queued).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(queued.lastError).toBeTruthy();
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.restart();
    // The retry is not due yet: nothing is sent early.
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, queued.id));
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect(await drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(before + 1);
    const [sent] = await db().select().from(outbox).where(eq(outbox.id, queued.id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1 });
    expect((await mailTo(before)).attachments.filter((part) => part.contentType === 'application/pdf')).toHaveLength(2);
  }, 30_000);

  // Orders stored before names had a length limit: 100,000 characters once held the API for minutes.
  it('lays out the PDFs of an order with a 100,000-character name on worker threads, the event loop free', async () => {
    const id = await paidOrder(5);
    const huge = 'Ada'.repeat(33_334);
    await db().update(tickets).set({ attendeeName: huge }).where(eq(tickets.orderId, id));
    await db().update(orders).set({ firstName: huge }).where(eq(orders.id, id));
    const before = smtp.received.length;
    pdfsOnThisThread.mockClear();
    const { result, stallMs } = await longestStall(drain());
    expect(result).toEqual({ sent: 1, failed: 0 });
    // Laid out on the workers: none on the thread that answers requests. The longest pause of that
    // thread's event loop is checked against seconds, not milliseconds: on a loaded machine the
    // scheduler alone can hold it for most of one, while the fault this guards held it for minutes.
    expect(pdfsOnThisThread).not.toHaveBeenCalled();
    expect(stallMs).toBeLessThan(2_000);
    const pdfs = (await mailTo(before)).attachments.filter((attachment) => attachment.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(5);
    for (const pdf of pdfs) expect((await pdfText(pdf.content)).length).toBeLessThan(2_000);
    // No QR code holds a name that long: each carries its plain code, which the door looks up online.
    const issued = (await db().select().from(tickets).where(eq(tickets.orderId, id))).map((ticket) => ticket.code).sort();
    const read = await Promise.all(
      pdfs.map(async ({ content }) => ((image) => jsQR(image.data, image.width, image.height)?.data)((await pdfImages(content))[0])),
    );
    expect(read.sort()).toEqual(issued);
  }, 30_000);

  it('counts PDFs past the time limit as a failed attempt and tries again an hour later, not within seconds', async () => {
    const id = await paidOrder(2);
    const tooSlow = createTicketPdfPool({ workers: 1, timeoutMs: 1 });
    try {
      expect(await drain(tooSlow)).toEqual({ sent: 0, failed: 1 });
    } finally {
      await tooSlow.close();
    }
    const [queued] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'orderId' = ${id}`);
    expect(queued).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(queued.lastError).toMatch(/took longer than 1 ms/);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);

    const before = smtp.received.length;
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, queued.id));
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect((await mailTo(before)).attachments.filter((part) => part.contentType === 'application/pdf')).toHaveLength(2);
  }, 30_000);

  it('sends a receipt for each later instalment naming what is left, and says paid in full after the last', async () => {
    const id = await paidOrder(1, 'INSTALLMENT');
    await drain();
    const receipts: ParsedMail[] = [];
    for (const label of ['Second Instalment', 'Third payment', 'Fourth payment']) {
      const before = smtp.received.length;
      expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
      expect(await drain()).toEqual({ sent: 1, failed: 0 });
      const receipt = await mailTo(before);
      expect(receipt.subject).toMatch(/^Payment received: /);
      expect(receipt.text).toContain(`We received your ${label.toLowerCase()} of £`);
      receipts.push(receipt);
    }
    expect(receipts[0].text).toContain('Your remaining instalments:');
    expect(receipts[0].text).toContain('- Third payment: £');
    expect(receipts[0].text).not.toContain('- Second Instalment');
    expect(receipts[2].text).toContain('Your order is now paid in full.');
    expect(receipts[2].text).not.toContain('Pay:');
  }, 30_000);

  it('reminds the buyer as each instalment comes due on its own day, not only before the deadline', async () => {
    // Due in 3, 6 and 9 days: the second instalment is within the week a reminder looks ahead.
    const soon = await paidOrder(1, 'INSTALLMENT', { deadlineInDays: 9 });
    // Due in 10, 20 and 30 days: nothing within the week yet, though the deadline is a month off.
    const later = await paidOrder(1, 'INSTALLMENT', { deadlineInDays: 30 });
    expect(await daysToInstalments(soon)).toEqual([3, 6, 9]);
    expect(await daysToInstalments(later)).toEqual([10, 20, 30]);
    await drain();
    await db()
      .update(orders)
      .set({ remindedAt: sql`now()` })
      .where(sql`${orders.id} not in (${soon}, ${later})`);
    const before = smtp.received.length;
    expect(await remindInstalments(db())).toBe(1);
    await drain();
    const reminder = await mailTo(before);
    const [second] = await db().select().from(instalments).where(eq(instalments.orderId, soon)).orderBy(instalments.number).limit(1);
    expect(reminder.text).toContain(`is due by ${formatEventDate(`${second.dueDate}T00:00:00.000Z`)}.`);
    expect(smtp.received).toHaveLength(before + 1);
  }, 30_000);

  it('reminds the buyer of an instalment coming due every few days, once per order however often the job runs, and not once paid', async () => {
    const id = await paidOrder(1, 'INSTALLMENT');
    const full = await paidOrder(1);
    await drain();
    const otherReminders = async () =>
      (
        await db()
          .select()
          .from(outbox)
          .where(sql`${outbox.kind} = 'instalment-reminder'`)
      ).length;
    // The test event's deadline is far off: nothing is due yet.
    expect(await remindInstalments(db())).toBe(0);

    await db()
      .update(instalments)
      .set({ dueDate: sql`current_date + 3` })
      .where(eq(instalments.orderId, id));
    const queuedBefore = await otherReminders();
    expect(await remindInstalments(db())).toBe(1);
    expect(await remindInstalments(db())).toBe(0);
    expect(await otherReminders()).toBe(queuedBefore + 1);
    const before = smtp.received.length;
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    const reminder = await mailTo(before);
    expect(reminder.to).toMatchObject({ text: 'ada@example.com' });
    expect(reminder.subject).toMatch(/^Instalment reminder: /);
    expect(reminder.text).toMatch(/A reminder that your second instalment of £[\d.,]+ for .* is due by /);
    expect(reminder.text).toContain(`${t.config.publicUrl}/api/order/${id}/pay`);

    // Three days on, another; a fully paid order never gets one.
    await db()
      .update(orders)
      .set({ remindedAt: sql`now() - interval '3 days 1 minute'` })
      .where(eq(orders.id, id));
    await db()
      .update(instalments)
      .set({ dueDate: sql`current_date + 3` })
      .where(eq(instalments.orderId, full));
    expect(await remindInstalments(db())).toBe(1);
    await drain();

    for (let i = 0; i < 3; i += 1) expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
    await db().update(orders).set({ remindedAt: null }).where(eq(orders.id, id));
    expect(await remindInstalments(db())).toBe(0);
  }, 30_000);
});
