import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';

it.each([
  ['/experiences/check-out', 'Secure Your Order & Checkout'],
  ['/parties/check-out', 'Secure Your Order & Checkout'],
  ['/parties/confirmation', 'Secure Your Order & Checkout'],
  ['/experiences/redirect', 'Payment Processing'],
  ['/experiences/payment-success', 'Payment Successful'],
])('%s shows %s', (path, title) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
});
