import { screen } from '@testing-library/react';
import { experienceApi, partyApi, transactionApi } from '@shared/api';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';
import { experience, party } from './testing/fixtures';

jest.mock('@shared/api', () => ({
  experienceApi: { get: jest.fn() },
  partyApi: { get: jest.fn() },
  transactionApi: { paidUsers: jest.fn() },
  orderApi: {},
  errorMessage: jest.fn(),
}));

beforeEach(() => {
  (experienceApi.get as jest.Mock).mockResolvedValue(experience);
  (partyApi.get as jest.Mock).mockResolvedValue(party);
  (transactionApi.paidUsers as jest.Mock).mockResolvedValue({ count: 0 });
});

it.each([
  [`/experiences/check-out?event=${experience.id}`, 'Secure Your Order & Checkout', experience.title],
  [`/parties/check-out?event=${party.id}`, 'Secure Your Order & Checkout', party.title],
  [`/experiences/confirmation?event=${experience.id}`, 'Secure Your Order & Checkout', 'Summary'],
  [`/parties/confirmation?event=${party.id}`, 'Secure Your Order & Checkout', 'Summary'],
])('%s shows %s with the event loaded from the link', async (path, title, content) => {
  renderAt(App, path);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(await screen.findByRole('heading', { level: 2, name: content })).toBeInTheDocument();
});

it.each([
  ['/experiences/redirect', 'Payment Processing'],
  ['/parties/redirect', 'Payment Processing'],
  ['/experiences/payment-success', 'Payment Successful'],
])('%s shows %s', async (path, title) => {
  renderAt(App, path);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
});
