import { screen } from '@testing-library/react';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import App from './App';

it.each([
  ['/experiences/check-out', 'Secure Your Order & Checkout'],
  ['/parties/check-out', 'Secure Your Order & Checkout'],
  ['/parties/confirmation', 'Secure Your Order & Checkout'],
  ['/experiences/redirect', 'Payment Processing'],
  ['/experiences/payment-success', 'Payment Successful'],
])('%s shows %s', (path, title) => {
  renderAt(App, path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
});
