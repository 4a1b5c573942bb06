import 'fake-indexeddb/auto';
import { generateKeyPairSync, sign } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, doorApi, ticketApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { type DoorList, signedTicketQr, ticketQrPayload, type TicketQrClaims } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { CheckInPage } from './CheckInPage';

jest.setTimeout(20_000);

// Opening the device's store waits for this gate, so a test can press Download while it opens.
let mockStoreGate: Promise<void> = Promise.resolve();
jest.mock('./doorStore', () => {
  const actual = jest.requireActual<typeof import('./doorStore')>('./doorStore');
  return { ...actual, openDoorStore: async (name?: string) => (await mockStoreGate, actual.openDoorStore(name)) };
});

const checkIn = jest.spyOn(ticketApi, 'checkIn');
const events = jest.spyOn(doorApi, 'events');
const list = jest.spyOn(doorApi, 'list');
const counts = jest.spyOn(doorApi, 'counts');
const sync = jest.spyOn(doorApi, 'sync');
const key = jest.spyOn(doorApi, 'key');

// The site's QR key: the door downloads its public half with the list.
const site = generateKeyPairSync('ed25519');
const qrOf = (claims: TicketQrClaims, privateKey = site.privateKey) => {
  const payload = ticketQrPayload(claims);
  return signedTicketQr(payload, sign(null, Buffer.from(payload, 'utf8'), privateKey));
};

const EVENT = {
  id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  kind: 'PARTY' as const,
  title: 'Summer Party',
  day: '2031-05-17',
  time: '21:00',
};
const ADA = 'AAAA-BBBB-CCCC-DDDD';
const BOLA = 'EEEE-FFFF-GGGG-HHHH';
const doorList: DoorList = {
  event: EVENT,
  tickets: [
    { code: ADA, attendeeName: 'Ada Obi', checkedInAt: null, checkedInBy: null },
    { code: BOLA, attendeeName: 'Bola Ade', checkedInAt: null, checkedInBy: null },
  ],
  counts: { checkedIn: 0, expected: 2 },
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const page = () =>
  renderAt(
    () => (
      <TestQueries>
        <CheckInPage />
      </TestQueries>
    ),
    '/admin/events/check-in',
  );

function check(code: string) {
  fireEvent.change(screen.getByLabelText('Ticket code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

beforeEach(() => {
  mockStoreGate = Promise.resolve();
  localStorage.clear();
  indexedDB.deleteDatabase('evently-door');
  setOnline(true);
  for (const spy of [checkIn, events, list, counts, sync, key]) spy.mockReset();
  key.mockResolvedValue(site.publicKey.export({ format: 'jwk' }).x!);
  events.mockResolvedValue([EVENT]);
  list.mockResolvedValue(doorList);
  counts.mockResolvedValue({ checkedIn: 0, expected: 2 });
});

afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('online, without a downloaded list', () => {
  it.each([
    [{ result: 'VALID', code: ADA, attendeeName: 'Ada Obi', checkedInAt: '2031-05-17T19:02:00.000Z' }, 'Valid: let them in', 'Ada Obi'],
    [
      { result: 'ALREADY_CHECKED_IN', code: ADA, attendeeName: 'Ada Obi', checkedInAt: '2031-05-17T19:02:00.000Z', checkedInBy: 'Door 2' },
      'Already checked in',
      'by Door 2',
    ],
    [{ result: 'BALANCE_DUE', code: ADA, attendeeName: 'Ada Obi' }, 'Balance due', 'instalments to pay'],
    [{ result: 'UNKNOWN' }, 'Unknown ticket', 'No paid ticket has this code'],
    [{ result: 'TEST_TICKET', code: ADA, attendeeName: 'Ada Obi' }, 'Test ticket', 'issued by a test site'],
    [
      { result: 'VOID', code: ADA, attendeeName: 'Ada Obi' },
      'Cancelled ticket',
      'Ada Obi, ticket AAAA-BBBB-CCCC-DDDD. This ticket was cancelled and cannot be used.',
    ],
  ] as const)('answer %#: %p shows "%s"', async (answer, title, detail) => {
    checkIn.mockResolvedValue(answer);
    page();
    check('aaaa bbbb cccc dddd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(detail);
    expect(checkIn).toHaveBeenCalledWith(ADA, { device: undefined });
  });

  it('asks for a code before asking the server, and refuses what cannot be a code without asking', async () => {
    page();
    check('  ');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a ticket code.');
    check('not a ticket');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown ticket');
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('offers the camera only where the browser can read QR codes', () => {
    const { unmount } = page();
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
    unmount();
    (window as { BarcodeDetector?: unknown }).BarcodeDetector = class {};
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: jest.fn() }, configurable: true });
    page();
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
  });
});

describe('with an event downloaded', () => {
  async function setUp() {
    const user = userEvent.setup();
    const visit = page();
    await user.type(screen.getByLabelText('Device name'), 'Door 1');
    await user.click(screen.getByLabelText('Event'));
    await user.click(await screen.findByRole('option', { name: /Summer Party/ }));
    await user.click(screen.getByRole('button', { name: 'Download tickets' }));
    // The list is written to IndexedDB first, which on a busy machine can outlast findBy's 1 s.
    expect(await screen.findByText(/Checking in/, {}, { timeout: 5_000 })).toHaveTextContent('Summer Party');
    expect(localStorage.getItem('evently:door-device')).toBe('Door 1');
    return visit;
  }

  it('checks in offline against the list, counts the scans waiting, and syncs them when back online', async () => {
    await setUp();
    setOnline(false);
    expect(await screen.findByText('Offline: 0 scans waiting to sync')).toBeInTheDocument();

    check(ADA.toLowerCase());
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid: let them in');
    expect(await screen.findByText('Offline: 1 scan waiting to sync')).toBeInTheDocument();
    expect(screen.getByLabelText('Gate counter')).toHaveTextContent('Checked in 1 / 2 expected');
    check(ADA);
    expect(await screen.findByRole('alert')).toHaveTextContent('by Door 1');
    check('0000-1111-2222-3333');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown ticket');
    check(BOLA);
    expect(await screen.findByText('Offline: 2 scans waiting to sync')).toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();

    sync.mockImplementation(async ({ scans }) =>
      scans.map(({ code, scannedAt }) =>
        code === ADA
          ? {
              scanned: code,
              result: 'ALREADY_CHECKED_IN' as const,
              code,
              attendeeName: 'Ada Obi',
              checkedInAt: '2031-05-17T18:42:00.000Z',
              checkedInBy: 'Door 2',
            }
          : { scanned: code, result: 'VALID' as const, code, attendeeName: 'Bola Ade', checkedInAt: scannedAt, checkedInBy: 'Door 1' },
      ),
    );
    setOnline(true);
    const report = await screen.findByRole('alert', { name: 'After the sync' });
    const time = new Date('2031-05-17T18:42:00.000Z').toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    expect(report).toHaveTextContent(`Ada Obi was already checked in at ${time} by Door 2.`);
    expect(sync).toHaveBeenCalledWith({
      eventId: EVENT.id,
      device: 'Door 1',
      scans: [
        { code: ADA, scannedAt: expect.any(String) },
        { code: BOLA, scannedAt: expect.any(String) },
      ],
    });
    expect(await screen.findByText('Online')).toBeInTheDocument();
  });

  it('asks the server while online, naming the device and the event, and falls back to the list when the server cannot be reached', async () => {
    await setUp();
    checkIn.mockResolvedValueOnce({
      result: 'VALID',
      code: ADA,
      attendeeName: 'Ada Obi',
      checkedInAt: '2031-05-17T19:02:00.000Z',
      checkedInBy: 'Door 1',
    });
    check(ADA);
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid: let them in');
    expect(checkIn).toHaveBeenCalledWith(ADA, { device: 'Door 1', eventId: EVENT.id });

    checkIn.mockRejectedValue(new CallFailed());
    sync.mockRejectedValue(new CallFailed());
    check(BOLA);
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid: let them in');
    expect(await screen.findByText('Online: 1 scan waiting to sync')).toBeInTheDocument();
    await waitFor(() => expect(sync).toHaveBeenCalled());
    // Ada's let-in, answered by the server, is on the list too.
    check(ADA);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Already checked in'));
  });

  it('a download pressed while the device is still opening its store waits for the store, not refusing', async () => {
    let open!: () => void;
    mockStoreGate = new Promise((resolve) => (open = resolve));
    const user = userEvent.setup();
    page();
    await user.type(screen.getByLabelText('Device name'), 'Door 1');
    await user.click(screen.getByLabelText('Event'));
    await user.click(await screen.findByRole('option', { name: /Summer Party/ }));
    await user.click(screen.getByRole('button', { name: 'Download tickets' }));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    act(open);
    expect(await screen.findByText(/Checking in/, {}, { timeout: 5_000 })).toHaveTextContent('Summer Party');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('remembers the event on the next visit, with the device name', async () => {
    const visit = await setUp();
    expect(screen.getByRole('button', { name: 'Change event' })).toBeEnabled();
    visit.unmount();
    page();
    expect(await screen.findByText(/Checking in/, {}, { timeout: 5_000 })).toHaveTextContent('Summer Party');
    expect(screen.getByLabelText('Device name')).toHaveValue('Door 1');
  });

  it('offline, checks each QR code’s signature with the downloaded key: a genuine one lets in, a made-up or edited one is forged', async () => {
    await setUp();
    setOnline(false);
    check(qrOf({ code: ADA, eventId: EVENT.id, attendeeName: 'Ada Obi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid: let them in');
    const stranger = generateKeyPairSync('ed25519').privateKey;
    check(qrOf({ code: BOLA, eventId: EVENT.id, attendeeName: 'Bola Ade' }, stranger));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Forged ticket'));
    check(qrOf({ code: BOLA, eventId: EVENT.id, attendeeName: 'Someone Else' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Forged ticket'));
    expect(await screen.findByText('Offline: 1 scan waiting to sync')).toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
  });
});

it("sends a scanned QR code's whole text, and says plainly when the server finds it forged", async () => {
  checkIn.mockResolvedValue({ result: 'FORGED' });
  page();
  const scanned = 'TKT1.AAAABBBBCCCCDDDD.0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1d.QWRhIE9iaQ.' + 'A'.repeat(86);
  check(scanned);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Forged ticket');
  expect(alert).toHaveTextContent('This QR code was not issued by us, or was altered');
  expect(alert).toHaveTextContent('Do not admit.');
  expect(checkIn).toHaveBeenCalledWith(scanned, { device: undefined });
});
