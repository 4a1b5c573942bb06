import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingApi } from '@shared/api';
import type { Booking } from '@shared/domain';
import { leavePage } from '../leavePage';
import { answered } from '../testing/answered';
import { booking, token } from '../testing/fixtures';
import { renderBooking } from '../testing/renderBooking';
import { NO_REDIRECT_MESSAGE } from './PayNextInstalment';

jest.mock('../leavePage', () => ({ leavePage: jest.fn() }));
const leave = leavePage as jest.MockedFunction<typeof leavePage>;
let get: jest.SpiedFunction<typeof bookingApi.get>;

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  leave.mockReset();
  get = jest.spyOn(bookingApi, 'get').mockResolvedValue(booking);
});

async function openBooking(shown: Booking = booking) {
  get.mockResolvedValue(shown);
  renderBooking(`/booking/${token}`);
  await screen.findByRole('heading', { level: 2, name: shown.event.title });
}

const section = (name: string) => screen.getByRole('region', { name });
const figures = () =>
  within(section('Payments'))
    .getAllByTestId('money-figure')
    .map((figure) => figure.textContent);

it('shows the order, the event and every ticket with its QR code, attendee, state and PDF', async () => {
  await openBooking();
  expect(get).toHaveBeenCalledWith(token);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking');
  expect(screen.getByText('Order EVT-7K3P9Q')).toBeInTheDocument();
  expect(screen.getByTestId('booking-status')).toHaveTextContent('Part paid');
  expect(screen.getByText('Friday, 14 May 2027, 6:30 PM (WAT)')).toBeInTheDocument();
  expect(screen.getByText('12 Harbour Road, Brighton')).toBeInTheDocument();

  const [valid, checkedIn] = within(section('Tickets')).getAllByRole('listitem');
  expect(within(valid).getByRole('img', { name: 'QR code of ticket AB12-CD34-EF56-GH78' })).toHaveAttribute(
    'src',
    `/api/bookings/${token}/tickets/AB12-CD34-EF56-GH78/qr.svg`,
  );
  expect(within(valid).getByText('Grace Hopper')).toBeInTheDocument();
  expect(within(valid).getByTestId('ticket-status')).toHaveTextContent('Valid');
  expect(within(valid).getByText('TEST')).toBeInTheDocument();
  expect(within(valid).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/bookings/${token}/tickets/AB12-CD34-EF56-GH78.pdf`,
  );
  expect(within(checkedIn).getByTestId('ticket-status')).toHaveTextContent('Checked in');
});

it('offers the event as a calendar file, named after the order, while the booking can let anyone in', async () => {
  await openBooking();
  const link = screen.getByRole('link', { name: 'Add to calendar' });
  expect(link).toHaveAttribute('href', `/api/bookings/${token}/calendar.ics`);
  expect(link).toHaveAttribute('download', 'EVT-7K3P9Q.ics');
});

it.each(['CANCELLED', 'EXPIRED'] as const)('a %s booking offers no calendar file', async (status) => {
  await openBooking({ ...booking, status });
  expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
});

it('a void ticket shows its state without a QR code or a PDF to download', async () => {
  await openBooking({ ...booking, tickets: [{ ...booking.tickets[0], status: 'VOID' }] });
  const ticket = within(section('Tickets')).getByRole('listitem');
  expect(within(ticket).getByTestId('ticket-status')).toHaveTextContent('Void');
  expect(within(ticket).queryByRole('img')).not.toBeInTheDocument();
  expect(within(ticket).queryByRole('link')).not.toBeInTheDocument();
});

it('shows the total, paid and refunded, and the instalments due with Pay now on the next one only', async () => {
  await openBooking();
  expect(figures()).toEqual(['Total£400.00', 'Paid£100.00', 'Refunded£25.00']);
  const due = within(section('Payments')).getAllByRole('listitem');
  expect(due[0]).toHaveTextContent('Second Instalment, due Sunday, 14 March 2027£150.00');
  expect(due[1]).toHaveTextContent('Third payment, due Wednesday, 14 April 2027£150.00');
  expect(within(due[0]).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  expect(within(due[1]).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
});

it('nothing refunded and nothing due: no Refunded line and no Pay now', async () => {
  await openBooking({ ...booking, status: 'PAID', refunded: 0, due: [], paid: 40000 });
  expect(figures()).toEqual(['Total£400.00', 'Paid£400.00']);
  expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
});

it.each([
  ['stripe', 'Card'],
  ['paypal', 'PayPal'],
] as const)('Pay now by %s starts the next instalment’s payment and sends the browser to it', async (provider, label) => {
  const pay = jest.spyOn(bookingApi, 'pay').mockResolvedValue({ redirectUrl: '/api/sandbox/pay-7' });
  await openBooking();
  fireEvent.click(screen.getByRole('radio', { name: label }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/sandbox/pay-7'));
  expect(pay).toHaveBeenCalledWith(token, 2, { provider });
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
});

it('Pay now refuses an address that is not a web page, and says what the server refused', async () => {
  const pay = jest.spyOn(bookingApi, 'pay').mockResolvedValueOnce({ redirectUrl: 'javascript:alert(1)' });
  await openBooking();
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText(NO_REDIRECT_MESSAGE)).toBeInTheDocument();
  pay.mockRejectedValueOnce(answered(409, 'This instalment is already paid.'));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText('This instalment is already paid.')).toBeInTheDocument();
  expect(leave).not.toHaveBeenCalled();
});

it('Resend my tickets says they are on their way when the server takes it (202)', async () => {
  const resend = jest.spyOn(bookingApi, 'resend').mockResolvedValue();
  await openBooking();
  fireEvent.click(screen.getByRole('button', { name: 'Resend my tickets' }));
  expect(await screen.findByText('Your tickets are on their way to grace@example.com.')).toBeInTheDocument();
  expect(resend).toHaveBeenCalledWith(token);
});

it('Cancel booking asks first, saying what comes back and the fee; keeping the booking cancels nothing', async () => {
  const cancel = jest.spyOn(bookingApi, 'cancel');
  await openBooking();
  expect(screen.getByText('You can cancel this booking online until Friday, 30 April 2027.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(dialog).toHaveTextContent('You will get back £65.00.');
  expect(dialog).toHaveTextContent('A cancellation fee of £10.00 (10% of what you paid) is kept.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(cancel).not.toHaveBeenCalled();
});

it('after cancelling, the page shows the booking cancelled with its refund, and no Cancel button', async () => {
  const cancelled: Booking = {
    ...booking,
    status: 'CANCELLED',
    canCancel: false,
    refundOnCancel: 0,
    refunded: 9000,
    due: [],
    tickets: booking.tickets.map((ticket) => ({ ...ticket, status: 'VOID' })),
  };
  jest.spyOn(bookingApi, 'cancel').mockResolvedValue({ status: 'CANCELLED', reference: booking.reference, refunded: 6500, refund: null });
  await openBooking({ ...booking, event: { ...booking.event, cancellationFeePercent: 0 } });
  get.mockResolvedValue(cancelled);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(dialog).toHaveTextContent('There is no cancellation fee.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByText('Your booking is cancelled. £65.00 is on its way back to you.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled'));
  await waitFor(() => expect(figures()).toContain('Refunded£90.00'));
  expect(
    screen.getByText(/This booking is cancelled: its tickets no longer let anyone in. £90.00 has been refunded to you./),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend my tickets' })).not.toBeInTheDocument();
});

it('a refused cancellation says why and reads the booking again, which takes the button away', async () => {
  jest.spyOn(bookingApi, 'cancel').mockRejectedValue(answered(409, 'Bookings for this event can no longer be cancelled online.'));
  await openBooking();
  get.mockResolvedValue({ ...booking, canCancel: false, refundOnCancel: 0 });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByText('Bookings for this event can no longer be cancelled online.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument());
  expect(screen.getByText('This booking can no longer be cancelled online.')).toBeInTheDocument();
});

it.each<[string, Partial<Booking>, string]>([
  ['outside the window', { canCancel: false }, 'This booking can no longer be cancelled online.'],
  ['never allowed by the event', { canCancel: false, cancelUntil: null }, 'This event’s bookings cannot be cancelled online.'],
])('no Cancel button %s', async (_, change, text) => {
  await openBooking({ ...booking, ...change });
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
});

it('an unknown link says so kindly, with the way to Find my booking', async () => {
  get.mockRejectedValue(answered(404, 'Booking not found'));
  renderBooking(`/booking/${token}`);
  expect(await screen.findByRole('heading', { level: 2, name: 'We could not find that booking' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/booking');
  fireEvent.click(screen.getByRole('link', { name: 'Find my booking' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Find my booking' })).toBeInTheDocument();
});

it('any other failure offers to try again', async () => {
  get.mockRejectedValueOnce(answered(500));
  renderBooking(`/booking/${token}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: booking.event.title })).toBeInTheDocument();
});
