import { screen } from '@testing-library/react';
import { experienceApi, partyApi, transactionApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { renderAt } from '@shared/ui/testing';
import App from './App';
import { experience, party } from './testing/fixtures';

beforeEach(() => {
  jest.spyOn(experienceApi, 'get').mockResolvedValue(experience);
  jest.spyOn(partyApi, 'get').mockResolvedValue(party);
  jest.spyOn(transactionApi, 'paidUsers').mockResolvedValue({ count: 0 });
});

const Area = () => (
  <TestQueries>
    <App />
  </TestQueries>
);

it.each([
  [`/experiences/check-out?event=${experience.id}`, 'Secure Your Order & Checkout', experience.title],
  [`/parties/check-out?event=${party.id}`, 'Secure Your Order & Checkout', party.title],
  [`/experiences/confirmation?event=${experience.id}`, 'Secure Your Order & Checkout', 'Summary'],
  [`/parties/confirmation?event=${party.id}`, 'Secure Your Order & Checkout', 'Summary'],
])('%s shows %s with the event loaded from the link', async (path, title, content) => {
  renderAt(Area, path);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(await screen.findByRole('heading', { level: 2, name: content })).toBeInTheDocument();
});

it.each([
  ['/experiences/redirect', 'Payment Processing'],
  ['/parties/redirect', 'Payment Processing'],
  ['/experiences/payment-success', 'Payment Successful'],
  ['/parties/payment-success', 'Payment Successful'],
])('%s shows %s', async (path, title) => {
  renderAt(Area, path);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
});
