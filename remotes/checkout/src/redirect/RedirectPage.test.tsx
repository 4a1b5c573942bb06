import { act, screen } from '@testing-library/react';
import { checkoutStore } from '../event/checkoutStore';
import { MISSING_EVENT_REDIRECT_MS } from '../event/LoadingCheckout';
import { leavePage } from '../leavePage';
import { experience, party } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import { RedirectPage } from './RedirectPage';

jest.mock('../leavePage', () => ({ leavePage: jest.fn() }));
const leave = leavePage as jest.MockedFunction<typeof leavePage>;

beforeEach(() => leave.mockReset());

it.each([
  ['stripe', 'Stripe'],
  ['paypal', 'PayPal'],
] as const)('remembers the poster and kind, then sends the browser to %s', (provider, name) => {
  checkoutStore.setEvent('parties', party);
  checkoutStore.update('parties', party.id, { payment: { redirectUrl: '/api/sandbox/pay-1', provider } });
  renderRoute(`/parties/redirect?event=${party.id}`, '/parties/redirect', <RedirectPage kind="parties" />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Processing');
  expect(screen.getByText(`Redirecting you to ${name} for payment...`)).toBeInTheDocument();
  expect(screen.getByText('Please do not close this window.')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Processing payment' })).toBeInTheDocument();
  expect(localStorage.getItem('paymentSuccessImage')).toBe(party.posterImage);
  expect(localStorage.getItem('paymentSuccessType')).toBe('party');
  expect(leave).toHaveBeenCalledWith('/api/sandbox/pay-1');
  // Coming back here must not start the same payment again.
  expect(checkoutStore.get('parties', party.id)?.payment).toBeUndefined();
});

it('an experience is remembered as such', () => {
  checkoutStore.setEvent('experiences', experience);
  checkoutStore.update('experiences', experience.id, { payment: { redirectUrl: 'https://checkout.stripe.com/c/1', provider: 'stripe' } });
  renderRoute(`/experiences/redirect?event=${experience.id}`, '/experiences/redirect', <RedirectPage kind="experiences" />);
  expect(localStorage.getItem('paymentSuccessType')).toBe('experience');
  expect(leave).toHaveBeenCalledWith('https://checkout.stripe.com/c/1');
});

it('a reload with no payment to start goes back to the confirmation of the event', () => {
  renderRoute(`/parties/redirect?event=${party.id}`, '/parties/redirect', <RedirectPage kind="parties" />);
  expect(screen.getByTestId('landed')).toHaveTextContent(`/parties/confirmation?event=${party.id}`);
  expect(leave).not.toHaveBeenCalled();
});

it('with no event at all: "Loading checkout details", then /experiences', () => {
  jest.useFakeTimers();
  renderRoute('/experiences/redirect', '/experiences/redirect', <RedirectPage kind="experiences" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading checkout details');
  act(() => jest.advanceTimersByTime(MISSING_EVENT_REDIRECT_MS));
  expect(screen.getByTestId('landed')).toHaveTextContent(/^\/experiences$/);
  jest.useRealTimers();
});
