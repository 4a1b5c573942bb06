import { fireEvent, screen } from '@testing-library/react';
import { ticketApi } from '@shared/api';
import { renderAt } from '@shared/ui/testing';
import { CheckInPage } from './CheckInPage';

jest.mock('@shared/api', () => ({ ...jest.requireActual('@shared/api'), ticketApi: { checkIn: jest.fn() } }));
const checkIn = ticketApi.checkIn as jest.Mock;

function check(code: string) {
  fireEvent.change(screen.getByLabelText('Ticket code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

beforeEach(() => checkIn.mockReset());

afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
});

it.each([
  [
    { result: 'VALID', code: 'AAAA-BBBB-CCCC-DDDD', attendeeName: 'Ada Obi', checkedInAt: '2031-05-17T19:02:00.000Z' },
    'Valid: let them in',
    'Ada Obi',
  ],
  [
    { result: 'ALREADY_CHECKED_IN', code: 'AAAA-BBBB-CCCC-DDDD', attendeeName: 'Ada Obi', checkedInAt: '2031-05-17T19:02:00.000Z' },
    'Already checked in',
    '17 May 2031',
  ],
  [{ result: 'BALANCE_DUE', code: 'AAAA-BBBB-CCCC-DDDD', attendeeName: 'Ada Obi' }, 'Balance due', 'instalments to pay'],
  [{ result: 'UNKNOWN' }, 'Unknown ticket', 'No paid ticket has this code'],
  [{ result: 'TEST_TICKET', code: 'AAAA-BBBB-CCCC-DDDD', attendeeName: 'Ada Obi' }, 'Test ticket', 'issued by a test site'],
  [
    { result: 'VOID', code: 'AAAA-BBBB-CCCC-DDDD', attendeeName: 'Ada Obi' },
    'Cancelled ticket',
    'Ada Obi, ticket AAAA-BBBB-CCCC-DDDD. This ticket was cancelled and cannot be used.',
  ],
])('answer %#: %p shows "%s"', async (answer, title, detail) => {
  checkIn.mockResolvedValue(answer);
  renderAt(CheckInPage, '/admin/events/check-in');
  check('aaaa bbbb cccc dddd');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent(detail);
  expect(checkIn).toHaveBeenCalledWith('aaaa bbbb cccc dddd');
});

it('asks for a code before asking the server', () => {
  renderAt(CheckInPage, '/admin/events/check-in');
  check('  ');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a ticket code.');
  expect(checkIn).not.toHaveBeenCalled();
});

it('offers the camera only where the browser can read QR codes', () => {
  const { unmount } = renderAt(CheckInPage, '/admin/events/check-in');
  expect(screen.queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
  unmount();
  (window as { BarcodeDetector?: unknown }).BarcodeDetector = class {};
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: jest.fn() }, configurable: true });
  renderAt(CheckInPage, '/admin/events/check-in');
  expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
});

it("sends a scanned QR code's whole text, and says plainly when the server finds it forged", async () => {
  checkIn.mockResolvedValue({ result: 'FORGED' });
  renderAt(CheckInPage, '/admin/events/check-in');
  const scanned = 'TKT1.AAAABBBBCCCCDDDD.0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1d.QWRhIE9iaQ.' + 'A'.repeat(86);
  check(scanned);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Forged ticket');
  expect(alert).toHaveTextContent('This QR code was not issued by us, or was altered');
  expect(alert).toHaveTextContent('Do not admit.');
  expect(checkIn).toHaveBeenCalledWith(scanned);
});
