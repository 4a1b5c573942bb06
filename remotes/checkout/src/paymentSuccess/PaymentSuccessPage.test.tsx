import { act, screen } from '@testing-library/react';
import type { EventKind } from '@shared/domain';
import { checkoutStore } from '../event/checkoutStore';
import { experience, party } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import { PaymentSuccessPage, SUCCESS_REDIRECT_MS } from './PaymentSuccessPage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const open = (kind: EventKind) =>
  renderRoute(`/${kind}/payment-success?order=o1`, `/${kind}/payment-success`, <PaymentSuccessPage kind={kind} />);

it('shows the tick, sets the flag and after 3 s opens the party confirmation it came from', () => {
  localStorage.setItem('paymentSuccessType', 'party');
  checkoutStore.setEvent('parties', party);
  open('parties');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful');
  expect(localStorage.getItem('showSuccessModal')).toBe('true');
  // The order the return named: its receipt shows in the modal.
  expect(localStorage.getItem('paymentSuccessOrder')).toBe('o1');
  act(() => jest.advanceTimersByTime(SUCCESS_REDIRECT_MS - 1));
  expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('landed')).toHaveTextContent(`/parties/confirmation?event=${party.id}`);
});

it('an experience goes to the experience confirmation, whatever kind another tab stored last', () => {
  localStorage.setItem('paymentSuccessType', 'party');
  checkoutStore.setEvent('experiences', experience);
  open('experiences');
  act(() => jest.advanceTimersByTime(SUCCESS_REDIRECT_MS));
  expect(screen.getByTestId('landed')).toHaveTextContent(`/experiences/confirmation?event=${experience.id}`);
});

it('without a stored checkout (another tab) still goes to the confirmation, which shows the modal', () => {
  open('parties');
  act(() => jest.advanceTimersByTime(SUCCESS_REDIRECT_MS));
  expect(screen.getByTestId('landed')).toHaveTextContent(/^\/parties\/confirmation$/);
});
