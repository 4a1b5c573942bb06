// The confirmation page as the payment provider sends the buyer back to it: cancelled, failed, paid.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { experienceApi, http, orderApi } from '@shared/api';
import { ConfirmationPage } from '../confirmation/ConfirmationPage';
import { checkoutStore } from '../event/checkoutStore';
import { paymentReturn } from '../paymentReturn';
import { experience } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import type { OrderReturn } from './orderReturn';

const getExperience = jest.spyOn(experienceApi, 'get');
const card = jest.spyOn(orderApi, 'card');
const wallet = jest.spyOn(orderApi, 'wallet');
const get = jest.spyOn(http, 'get');
const post = jest.spyOn(http, 'post');

jest.setTimeout(20_000);

const ORDER = '0b7e3a52-6f1e-4d7a-9c55-3f1f2d0c9e11';
const held = (minutes: number): OrderReturn => ({
  reference: 'EVT-7K3P9Q',
  type: 'EXPERIENCE',
  eventId: experience.id,
  status: 'PENDING',
  heldUntil: new Date(Date.now() + minutes * 60_000 - 5_000).toISOString(),
  provider: 'paypal',
  email: null,
  paid: 0,
  total: 15060,
  due: [],
});

function answer(order: OrderReturn) {
  get.mockImplementation(async (url) => {
    expect(url).toBe(`/order/${ORDER}/return`);
    return { data: order } as never;
  });
}

const open = (search: string) =>
  renderRoute(
    `/experiences/confirmation?event=${experience.id}${search}`,
    '/experiences/confirmation',
    <ConfirmationPage kind="experiences" />,
    {
      event: experience,
      quantity: 1,
    },
  );

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getExperience.mockReset().mockResolvedValue(experience);
  card.mockReset().mockResolvedValue({ redirectUrl: '/api/sandbox/pay-1' });
  wallet.mockReset().mockResolvedValue({ redirectUrl: '/api/sandbox/pay-2' });
  get.mockReset();
  post.mockReset().mockResolvedValue({ status: 200, data: { bookingPath: '/booking/token-1' } });
});

it('a cancelled payment says how long the tickets are held, and Try again pays the same order with the same provider', async () => {
  answer(held(12));
  open(`&order=${ORDER}&payment=cancelled`);
  expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent('Payment cancelled: your tickets are held for 12 more minutes');
  expect(screen.queryByTestId('payment-error')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(wallet).toHaveBeenCalledWith(ORDER);
  expect(card).not.toHaveBeenCalled();
  expect(screen.getByTestId('landed')).toHaveTextContent(`/experiences/redirect?event=${experience.id}`);
  expect(checkoutStore.get('experiences', experience.id)?.payment).toEqual({ redirectUrl: '/api/sandbox/pay-2', provider: 'paypal' });
});

it('counts the hold down, and once it is over offers Pay Now instead of Try again', async () => {
  jest.useFakeTimers({ now: Date.now() });
  answer(held(1));
  open(`&order=${ORDER}&payment=cancelled`);
  expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent('held for 1 more minute');
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(screen.getByTestId('payment-cancelled')).toHaveTextContent(
    'Payment cancelled: your tickets are no longer held. Pay Now to order them again.',
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  jest.useRealTimers();
});

it('a failed payment keeps the failure banner', async () => {
  open(`&order=${ORDER}&payment=failed`);
  expect(await screen.findByTestId('payment-error')).toHaveTextContent('Failed to process payment. Please try again.');
  expect(screen.queryByTestId('payment-cancelled')).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

it('after paying: the reference, what was paid, what is due and when, where the tickets went, the booking and the calendar', async () => {
  paymentReturn.markSucceeded(ORDER);
  answer({
    ...held(0),
    status: 'PARTIALLY_PAID',
    heldUntil: null,
    provider: 'stripe',
    email: 'ada@example.com',
    paid: 5266,
    due: [
      { instalment: 2, amount: 3948, dueDate: '2027-01-10' },
      { instalment: 3, amount: 3948, dueDate: '2027-02-20' },
      { instalment: 4, amount: 3949, dueDate: '2027-04-30' },
    ],
  });
  open('');
  const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
  const receipt = await within(dialog).findByTestId('order-receipt');
  expect(receipt).toHaveTextContent('Order referenceEVT-7K3P9Q');
  expect(receipt).toHaveTextContent('Paid£52.66');
  expect(receipt).toHaveTextContent('Second Instalment due£39.48 on/before 10th January, 2027');
  expect(receipt).toHaveTextContent('Fourth payment due£39.49 on/before 30th April, 2027');
  expect(receipt).toHaveTextContent('Tickets sent toada@example.com');
  await waitFor(() =>
    expect(within(receipt).getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', '/booking/token-1'),
  );
  expect(post).toHaveBeenCalledWith(`/order/${ORDER}/return/booking-link`);
  const calendar = within(receipt).getByRole('link', { name: 'Add to calendar' });
  expect(calendar).toHaveAttribute('download', 'EVT-7K3P9Q.ics');
  const ics = decodeURIComponent(calendar.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
  // 6:30 PM WAT on 14 May 2027 is 17:30 UTC.
  expect(ics).toContain('DTSTART:20270514T173000Z');
  expect(ics).toContain(`SUMMARY:${experience.title}`);

  await userEvent.click(within(receipt).getByRole('link', { name: 'Manage your booking' }));
  expect(paymentReturn.succeeded()).toBe(false);
  expect(paymentReturn.order()).toBeNull();
});

it('back in a browser that did not start the checkout, reads the event by the order for the calendar', async () => {
  paymentReturn.markSucceeded(ORDER);
  answer({ ...held(0), status: 'PAID', heldUntil: null, provider: 'paypal', email: 'ada@example.com', paid: 15060 });
  renderRoute('/experiences/confirmation', '/experiences/confirmation', <ConfirmationPage kind="experiences" />);
  const receipt = await within(await screen.findByRole('dialog', { name: 'Payment Successful' })).findByTestId('order-receipt');
  const calendar = await within(receipt).findByRole('link', { name: 'Add to calendar' });
  expect(getExperience).toHaveBeenCalledWith(experience.id);
  expect(decodeURIComponent(calendar.getAttribute('href')!)).toContain(`SUMMARY:${experience.title}`);
});

it('while the provider’s confirmation has not arrived yet, says so and asks again', async () => {
  paymentReturn.markSucceeded(ORDER);
  answer(held(10));
  open('');
  const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
  expect(await within(dialog).findByText('Confirming your payment…')).toBeInTheDocument();
  post.mockRejectedValue(new Error('409'));
  answer({ ...held(0), status: 'PAID', heldUntil: null, email: 'ada@example.com', paid: 15060 });
  expect(await within(dialog).findByTestId('order-receipt', {}, { timeout: 4000 })).toHaveTextContent('Paid£150.60');
  // Asked only once paid; refused (an hour on), the way in is Find my booking with the reference.
  expect(post).toHaveBeenCalledTimes(1);
  expect(within(dialog).getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', '/booking?reference=EVT-7K3P9Q');
});
