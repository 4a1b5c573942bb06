import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { eventViews } from '../src/db/events-schema';
import { eventViewCounts, recordEventView } from '../src/events/views';
import { adminSuite, drivers, tableCounts } from './helpers';
import { addEvent } from './orders-helpers';

describe.each(drivers)('event page views on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const view = (id: string) => suite.t.app.inject({ method: 'POST', url: `/api/events/${id}/views`, remoteAddress: '10.9.0.1' });
  const figures = (id: string, headers = suite.auth) =>
    suite.t.app.inject({ method: 'GET', url: `/api/admin/events/${id}/views`, headers });

  it('counts each reported view in the row of the day, with nothing about the visitor', async () => {
    const { id } = await addEvent(db(), 'PARTY');
    const answers = await Promise.all([view(id), view(id), view(id)]);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [204, ''],
      [204, ''],
      [204, ''],
    ]);
    const rows = await db().select().from(eventViews).where(eq(eventViews.eventId, id));
    expect(rows).toEqual([{ eventId: id, day: new Date().toISOString().slice(0, 10), views: 3 }]);
    expect((await figures(id)).json()).toEqual({ data: { last30: 3, previous30: 0 } });
  });

  it('answers 404 for an unknown event and 400 for a malformed id, writing nothing', async () => {
    const before = await tableCounts(db());
    const unknown = await view(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Event not found');
    expect((await view('not-an-id')).statusCode).toBe(400);
    expect(await tableCounts(db())).toEqual(before);
    expect((await figures(randomUUID())).statusCode).toBe(404);
  });

  it('adds up the last 30 days, today included, and the 30 before, leaving older days out', async () => {
    const { id } = await addEvent(db(), 'EXPERIENCE');
    const now = new Date('2027-03-31T23:30:00.000Z');
    await db()
      .insert(eventViews)
      .values([
        { eventId: id, day: '2027-03-31', views: 5 },
        { eventId: id, day: '2027-03-02', views: 7 },
        { eventId: id, day: '2027-03-01', views: 11 },
        { eventId: id, day: '2027-01-31', views: 13 },
        { eventId: id, day: '2027-01-30', views: 1000 },
        { eventId: id, day: '2027-04-01', views: 1000 },
      ]);
    expect(await eventViewCounts(db(), id, now)).toEqual({ last30: 12, previous30: 24 });
  });

  it('counts a view on the UTC day it is made', async () => {
    const { id } = await addEvent(db(), 'PARTY');
    expect(await recordEventView(db(), id, new Date('2027-05-01T00:00:01.000Z'))).toBe(true);
    expect(await recordEventView(db(), id, new Date('2027-05-01T23:59:59.000Z'))).toBe(true);
    const [row] = await db()
      .select()
      .from(eventViews)
      .where(and(eq(eventViews.eventId, id), eq(eventViews.day, '2027-05-01')));
    expect(row.views).toBe(2);
  });

  it('shows the figures to admins only', async () => {
    const { id } = await addEvent(db(), 'PARTY');
    expect((await figures(id, {})).statusCode).toBe(401);
  });
});
