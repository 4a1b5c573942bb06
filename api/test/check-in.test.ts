import { SYNC_SCANS_MAX } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { tickets } from '../src/db/orders-schema';
import { adminSuite, bearer, drivers, memberToken, tableCounts } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';
import { auditMark, auditSince } from './team-helpers';

const GHOST = '00000000-0000-4000-8000-000000000000';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(drivers)('the door, online and offline, on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = suite.auth, payload?: object) =>
    suite.t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const sync = (payload: object, headers = suite.auth) => call('POST', '/check-in/sync', headers, payload);
  /** A paid order of `names.length` tickets, one per name; answers its tickets' codes by name. */
  const paidTickets = async (event: TestEvent, names: string[], installment: 'FULL' | 'INSTALLMENT' = 'FULL') => {
    const id = await orderId(suite.t, event, {
      quantity: names.length,
      attendees: names.map((name) => ({ name })),
      installment,
      email: `${names[0].split(' ')[0].toLowerCase()}@example.com`,
    });
    expect((await completeSandbox(suite.t, await sandboxPath(suite.t, id))).statusCode).toBe(303);
    const rows = await db().select().from(tickets).where(eq(tickets.orderId, id));
    return { orderId: id, code: Object.fromEntries(rows.map((row) => [row.attendeeName, row.code])) as Record<string, string> };
  };

  it('lists the events a door can be set up for, and gives each door list only codes, names and check-ins', async () => {
    const event = await addEvent(db(), 'PARTY');
    const { code } = await paidTickets(event, ['Ada Obi', 'Bola Ade']);
    const owing = await paidTickets(event, ['Chi Eze'], 'INSTALLMENT');
    const cancelled = await paidTickets(event, ['Dayo Uche']);
    expect(
      (await call('POST', `/admin/orders/${cancelled.orderId}/cancel`, suite.auth, { reason: 'Cannot come', refund: false })).statusCode,
    ).toBe(200);
    const unpaid = await orderId(suite.t, event, { email: 'unpaid@example.com' });
    await paidTickets(await addEvent(db(), 'PARTY'), ['Someone Else']);

    const events = await call('GET', '/check-in/events');
    expect(events.statusCode).toBe(200);
    expect(events.json().data).toContainEqual({ id: event.id, kind: 'PARTY', title: expect.any(String), day: '2099-01-15', time: '21:00' });

    const list = await call('GET', `/check-in/events/${event.id}/tickets`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      event: { id: event.id, kind: 'PARTY', title: expect.any(String), day: '2099-01-15', time: '21:00' },
      tickets: [
        { code: code['Ada Obi'], attendeeName: 'Ada Obi', checkedInAt: null, checkedInBy: null },
        { code: code['Bola Ade'], attendeeName: 'Bola Ade', checkedInAt: null, checkedInBy: null },
      ],
      counts: { checkedIn: 0, expected: 2 },
    });
    const listed = JSON.stringify(list.json());
    for (const left of [owing.code['Chi Eze'], cancelled.code['Dayo Uche'], unpaid, 'example.com', '447700900123'])
      expect(listed).not.toContain(left);
  });

  it('records which device let a ticket in, and tells the other doors who and when; a ticket of another event is unknown there', async () => {
    const event = await addEvent(db(), 'EXPERIENCE');
    const { code } = await paidTickets(event, ['Ada Obi']);
    const other = await paidTickets(await addEvent(db(), 'EXPERIENCE'), ['Eze Obi']);
    const door = (ticket: string, device: string) =>
      call('POST', '/tickets/check-in', suite.auth, { code: ticket, device, eventId: event.id });

    expect((await door(other.code['Eze Obi'], 'Door 1')).json()).toEqual({ result: 'UNKNOWN' });
    const first = (await door(code['Ada Obi'], 'Door 1')).json();
    expect(first).toEqual({
      result: 'VALID',
      code: code['Ada Obi'],
      attendeeName: 'Ada Obi',
      checkedInAt: expect.any(String),
      checkedInBy: 'Door 1',
    });
    expect((await door(code['Ada Obi'], 'Door 2')).json()).toEqual({ ...first, result: 'ALREADY_CHECKED_IN' });
    expect((await call('GET', `/check-in/events/${event.id}/counts`)).json()).toEqual({ checkedIn: 1, expected: 1 });
    expect((await call('GET', `/check-in/events/${event.id}/tickets`)).json().tickets).toEqual([
      { code: code['Ada Obi'], attendeeName: 'Ada Obi', checkedInAt: first.checkedInAt, checkedInBy: 'Door 1' },
    ]);
  });

  it('takes the scans of two doors offline: the first to reach the server wins, at the time it was scanned, each in the audit trail', async () => {
    const event = await addEvent(db(), 'PARTY');
    const { code } = await paidTickets(event, ['Ada Obi', 'Bola Ade']);
    const mark = await auditMark(suite.t);
    const door1 = [
      { code: code['Ada Obi'].toLowerCase(), scannedAt: minutesAgo(30) },
      { code: code['Bola Ade'], scannedAt: minutesAgo(29) },
    ];
    const first = await sync({ eventId: event.id, device: 'Door 1', scans: door1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([
      {
        scanned: door1[0].code,
        result: 'VALID',
        code: code['Ada Obi'],
        attendeeName: 'Ada Obi',
        checkedInAt: door1[0].scannedAt,
        checkedInBy: 'Door 1',
      },
      {
        scanned: door1[1].code,
        result: 'VALID',
        code: code['Bola Ade'],
        attendeeName: 'Bola Ade',
        checkedInAt: door1[1].scannedAt,
        checkedInBy: 'Door 1',
      },
    ]);

    // Door 2 scanned Ada earlier, but synced later: the server had already let her in by Door 1's scan.
    const door2 = [{ code: code['Ada Obi'], scannedAt: minutesAgo(40) }];
    expect((await sync({ eventId: event.id, device: 'Door 2', scans: door2 })).json().data).toEqual([
      { ...first.json().data[0], scanned: code['Ada Obi'], result: 'ALREADY_CHECKED_IN' },
    ]);

    // Door 1 lost the answer and sends the same scans again: its own scans are not a conflict.
    expect(
      (await sync({ eventId: event.id, device: 'Door 1', scans: door1 })).json().data.map((scan: { result: string }) => scan.result),
    ).toEqual(['VALID', 'VALID']);
    expect(await auditSince(suite.t, mark)).toEqual(
      [
        ['Ada Obi', door1[0]],
        ['Bola Ade', door1[1]],
      ].map(([name, scan]) => ({
        actorEmail: 'admin@example.com',
        action: 'check-in',
        entity: 'ticket',
        entityId: code[name as string],
        changes: { checkedInAt: { from: null, to: (scan as { scannedAt: string }).scannedAt }, checkedInBy: { from: null, to: 'Door 1' } },
      })),
    );
    expect((await call('GET', `/check-in/events/${event.id}/counts`)).json()).toEqual({ checkedIn: 2, expected: 2 });
  });

  it('answers each synced scan as the door would: unknown, void, balance due; a scan a few seconds ahead is recorded as now', async () => {
    const event = await addEvent(db(), 'PARTY');
    const owing = await paidTickets(event, ['Chi Eze'], 'INSTALLMENT');
    const cancelled = await paidTickets(event, ['Dayo Uche']);
    const { code } = await paidTickets(event, ['Ada Obi']);
    expect(
      (await call('POST', `/admin/orders/${cancelled.orderId}/cancel`, suite.auth, { reason: 'Cannot come', refund: false })).statusCode,
    ).toBe(200);
    const ahead = new Date(Date.now() + 60_000).toISOString();
    const scans = [owing.code['Chi Eze'], cancelled.code['Dayo Uche'], '0000-0000-0000-0000', code['Ada Obi']].map((scanned) => ({
      code: scanned,
      scannedAt: ahead,
    }));
    const answer = await sync({ eventId: event.id, device: 'Door 3', scans });
    expect(answer.json().data.map((scan: { result: string }) => scan.result)).toEqual(['BALANCE_DUE', 'VOID', 'UNKNOWN', 'VALID']);
    expect(new Date(answer.json().data[3].checkedInAt).getTime()).toBeLessThan(new Date(ahead).getTime());
  });

  it('refuses a bad sync with a readable 400 and writes nothing', async () => {
    const event = await addEvent(db(), 'PARTY');
    const { code } = await paidTickets(event, ['Ada Obi']);
    const good = { code: code['Ada Obi'], scannedAt: minutesAgo(1) };
    const before = await tableCounts(db());
    const refusals: [object, RegExp][] = [
      [{ eventId: event.id, device: 'Door 1', scans: Array.from({ length: SYNC_SCANS_MAX + 1 }, () => good) }, /at most 200 scans/],
      [{ eventId: event.id, device: 'Door 1', scans: [] }, /at least one scan/],
      [{ eventId: event.id, device: 'Door 1', scans: [good, { code: code['Ada Obi'], scannedAt: 'yesterday' }] }, /scannedAt/],
      [
        {
          eventId: event.id,
          device: 'Door 1',
          scans: [good, { code: code['Ada Obi'], scannedAt: new Date(Date.now() + 3_600_000).toISOString() }],
        },
        /in the future/,
      ],
      [
        { eventId: event.id, device: 'Door 1', scans: [good, { code: code['Ada Obi'], scannedAt: minutesAgo(8 * 24 * 60) }] },
        /older than 7 days/,
      ],
      [{ eventId: event.id, device: '  ', scans: [good] }, /name this device/],
      [{ eventId: event.id, device: 'D'.repeat(41), scans: [good] }, /Device name must be at most 40/],
      [{ eventId: 'not-an-id', device: 'Door 1', scans: [good] }, /eventId/],
      [{ eventId: event.id, device: 'Door 1', scans: [{ code: '', scannedAt: good.scannedAt }] }, /enter a ticket code/],
    ];
    for (const [payload, message] of refusals) {
      const answer = await sync(payload);
      expect([answer.statusCode, answer.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await sync({ eventId: GHOST, device: 'Door 1', scans: [good] })).statusCode).toBe(404);
    expect((await call('GET', `/check-in/events/${GHOST}/tickets`)).statusCode).toBe(404);
    expect((await call('GET', '/check-in/events/not-an-id/counts')).statusCode).toBe(400);
    expect(await tableCounts(db())).toEqual(before);
    const [ticket] = await db().select().from(tickets).where(eq(tickets.code, code['Ada Obi']));
    expect(ticket.checkedInAt).toBeNull();
  });

  it('needs a signed-in member whose role holds the door: a CHECK_IN-only member can use it, FINANCE cannot', async () => {
    const event = await addEvent(db(), 'PARTY');
    const { code } = await paidTickets(event, ['Ada Obi']);
    const scan = { eventId: event.id, device: 'Door 1', scans: [{ code: code['Ada Obi'], scannedAt: minutesAgo(1) }] };
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/check-in/events'],
      ['GET', `/check-in/events/${event.id}/tickets`],
      ['GET', `/check-in/events/${event.id}/counts`],
      ['POST', '/check-in/sync', scan],
      ['POST', '/tickets/check-in', { code: code['Ada Obi'] }],
    ];
    const finance = bearer(await memberToken(suite.t, 'FINANCE'));
    const door = bearer(await memberToken(suite.t, 'CHECK_IN'));
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, {}, payload)).statusCode).toBe(401);
      expect((await call(method, url, finance, payload)).statusCode).toBe(403);
    }
    const synced = await call('POST', '/check-in/sync', door, scan);
    expect(synced.json().data[0]).toMatchObject({ result: 'VALID', checkedInBy: 'Door 1' });
    for (const [method, url, payload] of routes) expect((await call(method, url, door, payload)).statusCode).toBe(200);
  });
});
