import { CallFailed } from './callFailed';
import { unreachable } from './client';
import { doorApi } from './door';
import { ticketApi } from './endpoints';
import { answer, seen } from './testing/fakeApi';

beforeEach(() => {
  seen.length = 0;
});

const EVENT = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

describe('the door calls', () => {
  it('read the events and unwrap body.data, and an event list and counters as the body', async () => {
    answer({ data: [{ id: EVENT }] });
    expect(await doorApi.events()).toEqual([{ id: EVENT }]);
    answer({ event: { id: EVENT }, tickets: [], counts: { checkedIn: 0, expected: 0 } });
    expect(await doorApi.list(EVENT)).toMatchObject({ event: { id: EVENT } });
    answer({ checkedIn: 1, expected: 2 });
    expect(await doorApi.counts(EVENT)).toEqual({ checkedIn: 1, expected: 2 });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'get /check-in/events',
      `get /check-in/events/${EVENT}/tickets`,
      `get /check-in/events/${EVENT}/counts`,
    ]);
  });

  it('send the scans and answer the decisions; a check-in names its device and event', async () => {
    const body = { eventId: EVENT, device: 'Door 1', scans: [{ code: 'AAAA-BBBB-CCCC-DDDD', scannedAt: '2031-05-17T19:42:00.000Z' }] };
    answer({ data: [{ scanned: 'AAAA-BBBB-CCCC-DDDD', result: 'VALID' }] });
    expect(await doorApi.sync(body)).toEqual([{ scanned: 'AAAA-BBBB-CCCC-DDDD', result: 'VALID' }]);
    answer({ result: 'UNKNOWN' });
    await ticketApi.checkIn('AAAA-BBBB-CCCC-DDDD', { device: 'Door 1', eventId: EVENT });
    expect(seen.map(({ url, data }) => [url, JSON.parse(data as string)])).toEqual([
      ['/check-in/sync', body],
      ['/tickets/check-in', { code: 'AAAA-BBBB-CCCC-DDDD', device: 'Door 1', eventId: EVENT }],
    ]);
  });
});

describe('unreachable', () => {
  it('is a call that got no answer, not one the server refused', () => {
    expect(unreachable(new CallFailed())).toBe(true);
    expect(unreachable(new CallFailed(400, {}))).toBe(false);
    expect(unreachable(new Error('Network Error'))).toBe(false);
  });
});
