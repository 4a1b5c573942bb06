import 'fake-indexeddb/auto';
import { SYNC_SCANS_MAX, type ScanSync, type SyncedScan } from '@shared/domain';
import { type DoorStore, openDoorStore } from './doorStore';
import { syncWaiting } from './syncQueue';

const EVENT = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const event = { id: EVENT, kind: 'PARTY' as const, title: 'Summer Party', day: '2031-05-17', time: '21:00' };
const ticket = (code: string, attendeeName: string) => ({ code, attendeeName, checkedInAt: null, checkedInBy: null });
const ADA = 'AAAA-BBBB-CCCC-DDDD';
const BOLA = 'EEEE-FFFF-GGGG-HHHH';
const at = (minute: number) => new Date(Date.UTC(2031, 4, 17, 19, minute));

let store: DoorStore;
let name = 0;
beforeEach(async () => {
  store = await openDoorStore(`door-test-${++name}`);
  await store.saveList({ event, tickets: [ticket(ADA, 'Ada Obi'), ticket(BOLA, 'Bola Ade')], counts: { checkedIn: 0, expected: 2 } });
});
afterEach(() => store.close());

/** A server that lets in every code once, first come, and says who let it in otherwise. */
function fakeServer(alreadyIn: Record<string, { at: string; by: string }> = {}) {
  const sent: ScanSync[] = [];
  const send = async (body: ScanSync): Promise<SyncedScan[]> => {
    sent.push(body);
    return body.scans.map(({ code, scannedAt }) => {
      const name = code === ADA ? 'Ada Obi' : 'Bola Ade';
      const first = alreadyIn[code];
      if (first)
        return { scanned: code, result: 'ALREADY_CHECKED_IN', code, attendeeName: name, checkedInAt: first.at, checkedInBy: first.by };
      alreadyIn[code] = { at: scannedAt, by: body.device };
      return { scanned: code, result: 'VALID', code, attendeeName: name, checkedInAt: scannedAt, checkedInBy: body.device };
    });
  };
  return { sent, send };
}

describe('the door offline', () => {
  it('lets a ticket on the list in once, queues it, and refuses a repeat and a code not on the list', async () => {
    expect(await store.checkOffline(EVENT, ADA, 'Door 1', at(42))).toEqual({
      result: 'VALID',
      code: ADA,
      attendeeName: 'Ada Obi',
      checkedInAt: at(42).toISOString(),
      checkedInBy: 'Door 1',
    });
    expect(await store.checkOffline(EVENT, ADA, 'Door 1', at(43))).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      checkedInAt: at(42).toISOString(),
    });
    expect(await store.checkOffline(EVENT, '0000-0000-0000-0000', 'Door 1', at(44))).toEqual({ result: 'UNKNOWN' });
    expect(await store.checkOffline(EVENT, null, 'Door 1', at(44))).toEqual({ result: 'UNKNOWN' });
    expect(await store.pending(EVENT)).toEqual([
      { id: expect.any(Number), eventId: EVENT, code: ADA, device: 'Door 1', scannedAt: at(42).toISOString() },
    ]);
    expect(await store.counts(EVENT)).toEqual({ checkedIn: 1, expected: 2 });
  });

  it('two quick scans of one ticket let one person in', async () => {
    const answers = await Promise.all([store.checkOffline(EVENT, ADA, 'Door 1'), store.checkOffline(EVENT, ADA, 'Door 1')]);
    expect(answers.map((answer) => answer.result).sort()).toEqual(['ALREADY_CHECKED_IN', 'VALID']);
    expect(await store.pendingCount(EVENT)).toBe(1);
  });

  it('keeps its list and waiting scans across a reopening, and a new download keeps them let in', async () => {
    await store.checkOffline(EVENT, ADA, 'Door 1', at(42));
    store.close();
    store = await openDoorStore(`door-test-${name}`);
    expect(await store.list(EVENT)).toMatchObject({ event });
    await store.saveList({ event, tickets: [ticket(ADA, 'Ada Obi'), ticket(BOLA, 'Bola Ade')], counts: { checkedIn: 0, expected: 2 } });
    expect(await store.checkOffline(EVENT, ADA, 'Door 1')).toMatchObject({ result: 'ALREADY_CHECKED_IN', checkedInBy: 'Door 1' });
    expect(await store.pendingCount(EVENT)).toBe(1);
  });
});

describe('syncWaiting', () => {
  it('sends the waiting scans, empties the queue and reports only what the server did not let in', async () => {
    await store.checkOffline(EVENT, ADA, 'Door 1', at(42));
    await store.checkOffline(EVENT, BOLA, 'Door 1', at(43));
    const server = fakeServer({ [ADA]: { at: at(40).toISOString(), by: 'Door 2' } });
    const reports = await syncWaiting(store, EVENT, server.send);
    expect(server.sent).toEqual([
      {
        eventId: EVENT,
        device: 'Door 1',
        scans: [
          { code: ADA, scannedAt: at(42).toISOString() },
          { code: BOLA, scannedAt: at(43).toISOString() },
        ],
      },
    ]);
    expect(reports).toEqual([expect.objectContaining({ result: 'ALREADY_CHECKED_IN', attendeeName: 'Ada Obi', checkedInBy: 'Door 2' })]);
    expect(await store.pendingCount(EVENT)).toBe(0);
    // The list now says what the server said: Ada came in by Door 2.
    expect(await store.checkOffline(EVENT, ADA, 'Door 1')).toMatchObject({ result: 'ALREADY_CHECKED_IN', checkedInBy: 'Door 2' });
  });

  it('keeps the scans waiting when the send fails, and sends them in batches the server takes', async () => {
    await store.checkOffline(EVENT, ADA, 'Door 1', at(42));
    await expect(syncWaiting(store, EVENT, () => Promise.reject(new Error('Network Error')))).rejects.toThrow('Network Error');
    expect(await store.pendingCount(EVENT)).toBe(1);

    const many = Array.from({ length: SYNC_SCANS_MAX + 5 }, (_, i) => ticket(`${String(i).padStart(4, '0')}-AAAA-BBBB-CCCC`, `Guest ${i}`));
    await store.saveList({ event, tickets: many, counts: { checkedIn: 0, expected: many.length } });
    for (const { code } of many) await store.checkOffline(EVENT, code, 'Door 1');
    const server = fakeServer();
    await syncWaiting(store, EVENT, server.send);
    expect(server.sent.map((body) => body.scans.length)).toEqual([SYNC_SCANS_MAX, 6]);
    expect(await store.pendingCount(EVENT)).toBe(0);
  });

  it('drops from the list a ticket the server says was cancelled meanwhile', async () => {
    await store.checkOffline(EVENT, BOLA, 'Door 1', at(43));
    await syncWaiting(store, EVENT, async ({ scans }) =>
      scans.map(({ code }) => ({ scanned: code, result: 'VOID' as const, code, attendeeName: 'Bola Ade' })),
    );
    expect(await store.checkOffline(EVENT, BOLA, 'Door 1')).toEqual({ result: 'UNKNOWN' });
    expect(await store.counts(EVENT)).toEqual({ checkedIn: 0, expected: 1 });
  });
});
