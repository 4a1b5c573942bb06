import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { eventInstant } from '@shared/domain';
import { PERSONAL_DATA } from '../src/audit/trail';
import { issueBookingToken } from '../src/bookings/tokens';
import { events } from '../src/db/events-schema';
import { orders, outbox, tickets } from '../src/db/orders-schema';
import { auditLog } from '../src/db/team-schema';
import { drainOutbox } from '../src/jobs/drain-outbox';
import { ATTENDEE_TICKET_EMAIL, TICKET_EMAIL } from '../src/mail/outbox-kinds';
import { createMailTransport } from '../src/mail/transport';
import { adminSuite, drivers, outboxConfig, tableCounts } from './helpers';
import { addEvent, completeSandbox, orderPayload, placeOrder, sandboxPath, type TestEvent } from './orders-helpers';
import { smtpServer } from './smtp';

/** The one VEVENT of a calendar file, read by a real iCalendar parser. */
function calendarEvent(file: string) {
  const [vevent] = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
  return new ICAL.Event(vevent);
}

const calendarOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(part?.filename).toBe('event.ics');
  return calendarEvent(part!.content.toString());
};

describe.each(drivers)('named attendees on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
  });
  afterAll(() => smtp.stop());

  const drain = async () => {
    const transport = createMailTransport({ from: 'tickets@example.com', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
    try {
      return await drainOutbox({ db: db(), transport, ...outboxConfig(suite.t) });
    } finally {
      transport.close();
    }
  };
  /** Everything the SMTP server received while `send` ran, parsed. */
  const sent = async (send: () => Promise<unknown>) => {
    const before = smtp.received.length;
    await send();
    return Promise.all(smtp.received.slice(before).map((raw) => simpleParser(raw)));
  };
  const paid = async (event: TestEvent, overrides: Parameters<typeof orderPayload>[1]) => {
    const response = await placeOrder(suite.t, orderPayload(event, overrides));
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect((await completeSandbox(suite.t, await sandboxPath(suite.t, id))).statusCode).toBe(303);
    return id as string;
  };
  const order = async (id: string) =>
    (await suite.t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: suite.auth })).json().data;
  const rename = (id: string, code: string, payload: object) =>
    suite.t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/tickets/${code}`, headers: suite.auth, payload });
  const checkIn = async (code: string) =>
    (await suite.t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: suite.auth, payload: { code } })).json();
  const queued = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind));

  describe('POST /api/order/create', () => {
    it.each([
      [
        'more attendees than tickets',
        { quantity: 2, attendees: [{ name: 'A B' }, { name: 'C D' }, { name: 'E F' }] },
        'more attendees than tickets',
      ],
      ['an empty name', { quantity: 2, attendees: [{ name: '  ' }] }, "Please enter each attendee's name."],
      ['a name that is not text', { quantity: 1, attendees: [{ name: 42 }] }, "Please enter each attendee's name."],
      [
        'an e-mail that is not one',
        { quantity: 1, attendees: [{ name: 'Bola Ade', email: 'bola@' }] },
        'valid email address for the attendee',
      ],
      ['a name with a line break', { quantity: 1, attendees: [{ name: 'Bola\nAde' }] }, 'not allowed'],
    ])('answers 400 for %s and writes nothing', async (_, overrides, message) => {
      const event = await addEvent(db(), 'PARTY');
      const before = await tableCounts(db());
      const response = await placeOrder(suite.t, orderPayload(event, overrides as never));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await tableCounts(db())).toEqual(before);
    });

    it('issues one ticket per attendee, in order, and the buyer’s name on the rest; the order page lists each attendeeName', async () => {
      const event = await addEvent(db(), 'EXPERIENCE');
      const id = await paid(event, {
        quantity: 4,
        attendees: [
          { name: '  Bola Ade ' },
          { name: 'Chidi Okafor', email: 'chidi@example.com' },
          { name: 'Ada Obi', email: 'ADA@example.com' },
        ],
      });
      const issued = await db().select().from(tickets).where(eq(tickets.orderId, id));
      expect(issued.map((ticket) => [ticket.attendeeName, ticket.attendeeEmail]).sort()).toEqual(
        [
          ['Bola Ade', null],
          ['Chidi Okafor', 'chidi@example.com'],
          // The buyer's own address: the buyer's e-mail already has every ticket.
          ['Ada Obi', null],
          ['Ada Obi', null],
        ].sort(),
      );
      const view = await order(id);
      expect(view.tickets.map((ticket: { attendeeName: string }) => ticket.attendeeName).sort()).toEqual(
        ['Ada Obi', 'Ada Obi', 'Bola Ade', 'Chidi Okafor'].sort(),
      );
      const chidi = issued.find((ticket) => ticket.attendeeEmail)!;
      expect(
        (await queued(ATTENDEE_TICKET_EMAIL)).filter((row) => (row.payload as { ticketId: string }).ticketId === chidi.id),
      ).toHaveLength(1);
    });
  });

  it('e-mails the buyer every ticket with the event for the calendar, and each attendee with an address their own ticket', async () => {
    const event = await addEvent(db(), 'PARTY');
    await drain();
    const id = await paid(event, { quantity: 2, attendees: [{ name: 'Bola Ade', email: 'bola@example.com' }] });
    const mails = await sent(drain);
    const buyer = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'ada@example.com')!;
    const bola = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'bola@example.com')!;
    expect(mails).toHaveLength(2);

    expect(buyer.attachments.filter((part) => part.contentType === 'application/pdf')).toHaveLength(2);
    const entry = calendarOf(buyer);
    expect(entry.startDate.toJSDate()).toEqual(eventInstant('2099-01-15', '21:00', 'Africa/Lagos'));
    expect(entry.location).toBe('1 Test Street, London');

    expect(bola.subject).toMatch(/Your ticket for Party /);
    expect(bola.text).toContain('Hi Bola Ade,');
    expect(bola.text).toContain('Ada Obi booked a ticket for you');
    // No receipt and no booking link: the money and the booking are the buyer's.
    expect(bola.text).not.toContain('receipt');
    expect(bola.text).not.toContain('/booking');
    const [pdf] = bola.attachments.filter((part) => part.contentType === 'application/pdf');
    const [bolaTicket] = await db()
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, id), eq(tickets.attendeeName, 'Bola Ade')));
    expect(pdf.filename).toBe(`ticket-${bolaTicket.code}.pdf`);
    expect(calendarOf(bola).uid).toBe(entry.uid);

    // Sent again: the same UID, so the calendar entry is updated rather than doubled.
    await suite.t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/resend`, headers: suite.auth });
    const [again] = await sent(drain);
    expect(calendarOf(again).uid).toBe(entry.uid);
    expect(calendarOf(again).sequence).toBeGreaterThanOrEqual(entry.sequence);

    // The booking page's "Add to calendar" is the same entry.
    const token = await issueBookingToken(db(), id);
    const download = await suite.t.app.inject({ method: 'GET', url: `/api/bookings/${token}/calendar.ics` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const fromPage = calendarEvent(download.body);
    expect(fromPage.uid).toBe(entry.uid);
    expect(fromPage.component.getFirstPropertyValue('url')).toContain(token);
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/bookings/not-a-token/calendar.ics' })).statusCode).toBe(404);
  }, 60_000);

  describe('PATCH /api/admin/orders/{id}/tickets/{code}', () => {
    it('re-issues the ticket to the new attendee: a new code, the old one refused at the door, tickets sent again, the change in the audit trail', async () => {
      const event = await addEvent(db(), 'PARTY');
      const id = await paid(event, { quantity: 2, attendees: [{ name: 'Bola Ade' }] });
      const [bola] = await db()
        .select()
        .from(tickets)
        .where(and(eq(tickets.orderId, id), eq(tickets.attendeeName, 'Bola Ade')));
      await db().delete(outbox);

      const response = await rename(id, bola.code.toLowerCase(), { attendeeName: ' Funmi Bello ', attendeeEmail: 'funmi@example.com' });
      expect(response.statusCode).toBe(200);
      const renamed = response.json().data.tickets.find((ticket: { attendeeName: string }) => ticket.attendeeName === 'Funmi Bello');
      expect(renamed.code).not.toBe(bola.code);
      expect(await checkIn(bola.code)).toEqual({ result: 'UNKNOWN' });
      expect(await checkIn(renamed.code)).toMatchObject({ result: 'VALID', attendeeName: 'Funmi Bello' });

      expect((await queued(TICKET_EMAIL)).map((row) => row.payload)).toEqual([{ orderId: id }]);
      expect((await queued(ATTENDEE_TICKET_EMAIL)).map((row) => row.payload)).toEqual([{ ticketId: bola.id }]);
      const [line] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, bola.id)));
      expect(line.changes).toEqual({
        code: { from: bola.code, to: renamed.code },
        attendeeName: { from: PERSONAL_DATA, to: PERSONAL_DATA },
        attendeeEmail: { from: PERSONAL_DATA, to: PERSONAL_DATA },
      });
    });

    it('answers 409 once the event has started, 404 for a code not in the order and 400 for an empty name, changing nothing', async () => {
      const event = await addEvent(db(), 'PARTY');
      const id = await paid(event, { quantity: 1 });
      const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, id));
      const before = await tableCounts(db());

      const empty = await rename(id, ticket.code, { attendeeName: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain("Please enter each attendee's name.");
      expect((await rename(id, 'AAAA-BBBB-CCCC-DDDD', { attendeeName: 'Someone Else' })).statusCode).toBe(404);

      await db()
        .update(events)
        .set({ day: sql`current_date - 1` })
        .where(eq(events.id, event.id));
      const started = await rename(id, ticket.code, { attendeeName: 'Someone Else' });
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toBe('Attendees can be renamed until the event starts.');
      expect(await tableCounts(db())).toEqual(before);
      const [unchanged] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
      expect(unchanged).toEqual(ticket);
    });
  });

  it('a corrected buyer name moves to the tickets in the buyer’s name only', async () => {
    const event = await addEvent(db(), 'PARTY');
    const id = await paid(event, { quantity: 2, attendees: [{ name: 'Bola Ade' }] });
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    const response = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/buyer`,
      headers: suite.auth,
      payload: { firstName: 'Adaeze', lastName: 'Obi', email: row.email, phoneNumber: row.phoneNumber },
    });
    expect(response.statusCode).toBe(200);
    const names = (await db().select().from(tickets).where(eq(tickets.orderId, id))).map((ticket) => ticket.attendeeName).sort();
    expect(names).toEqual(['Adaeze Obi', 'Bola Ade']);
  });
});
