import { Experience, ExperienceList, Party, PartyList } from '@shared/domain';
import type { z } from 'zod';
import { createTestApp, drivers, type TestApp } from './helpers';

interface KindUnderTest {
  path: string;
  noun: string;
  list: z.ZodType<{ data: { id: string; status: string; images: string[]; posterImage: string }[] }>;
  item: z.ZodType<{ id: string }>;
  /** 'YYYY-MM-DDTHH:mm', which sorts like the event's start. */
  start(event: unknown): string;
}

const kinds: KindUnderTest[] = [
  {
    path: 'experience',
    noun: 'Experience',
    list: ExperienceList,
    item: Experience,
    start: (event) => {
      const { arrivalDate, arrivalTime } = Experience.parse(event);
      return `${arrivalDate.slice(0, 10)}T${arrivalTime}`;
    },
  },
  {
    path: 'party',
    noun: 'Party',
    list: PartyList,
    item: Party,
    start: (event) => {
      const { date, time } = Party.parse(event);
      return `${date.slice(0, 10)}T${time}`;
    },
  },
];

const today = new Date().toISOString().slice(0, 10);

describe.each(drivers)('public event endpoints on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe.each(kinds)('/api/$path', (kind) => {
    const list = async (query = '') => {
      const response = await get(`/api/${kind.path}/get${query}`);
      expect(response.statusCode).toBe(200);
      return kind.list.parse(response.json()).data;
    };

    const expectSoonestFirst = (events: unknown[]) => {
      const starts = events.map(kind.start);
      expect(starts).toEqual([...starts].sort());
    };

    it('lists OPEN events, all in the future, soonest first, over at least 3 months', async () => {
      const events = await list('?status=OPEN');
      expect(events.length).toBeGreaterThanOrEqual(5);
      expect(events.every((event) => event.status === 'OPEN')).toBe(true);
      expect(events.every((event) => kind.start(event).slice(0, 10) > today)).toBe(true);
      expectSoonestFirst(events);
      expect(new Set(events.map((event) => kind.start(event).slice(0, 7))).size).toBeGreaterThanOrEqual(3);
    });

    it('lists CLOSED events, all in the past, soonest first', async () => {
      const events = await list('?status=CLOSED');
      expect(events.length).toBeGreaterThanOrEqual(2);
      expect(events.every((event) => event.status === 'CLOSED')).toBe(true);
      expect(events.every((event) => kind.start(event).slice(0, 10) < today)).toBe(true);
      expectSoonestFirst(events);
    });

    it('lists every event when no status is given', async () => {
      const [all, open, closed] = await Promise.all([list(), list('?status=OPEN'), list('?status=CLOSED')]);
      expect(all).toHaveLength(open.length + closed.length);
      expectSoonestFirst(all);
    });

    it.each(['open', 'PENDING', ''])('rejects status=%j with 400', async (status) => {
      const response = await get(`/api/${kind.path}/get?status=${status}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.json().message).toMatch(/^status: /);
    });

    it('answers one event by id, the same as in the list', async () => {
      const [first] = await list('?status=OPEN');
      const response = await get(`/api/${kind.path}/get/${first.id}`);
      expect(response.statusCode).toBe(200);
      expect(kind.item.parse(response.json())).toEqual(first);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await get(`/api/${kind.path}/get/6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `${kind.noun} not found` });
    });

    it.each(['not-a-uuid', '123', "1'%20or%20'1'='1", '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c1z'])(
      'answers 400 (never 500) for the id %j',
      async (id) => {
        const response = await get(`/api/${kind.path}/get/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^id: /);
      },
    );

    it('serves the local images of every event as cacheable SVG', async () => {
      const events = await list();
      for (const event of events) {
        expect(event.images.length).toBeGreaterThanOrEqual(3);
        for (const url of [...event.images, event.posterImage]) expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.svg$/);
      }
      const response = await get(events[0].posterImage);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toContain('width="1300" height="406"');
    });
  });
});
