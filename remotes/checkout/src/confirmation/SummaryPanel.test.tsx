import { render, screen } from '@testing-library/react';
import { formatPounds, priceOrder } from '@shared/domain';
import { toCheckoutEvent } from '../event/checkoutEvent';
import { experience, party } from '../testing/fixtures';
import { emptyForm, type CheckoutFormValues } from './checkoutForm';
import { SummaryPanel } from './SummaryPanel';

const form = (values: Partial<CheckoutFormValues>): CheckoutFormValues => ({ ...emptyForm, ...values });

it('asks for gender and room before it can say what is due', () => {
  render(<SummaryPanel event={toCheckoutEvent('experiences', experience)} quantity={2} form={form({ gender: 'MALE' })} />);
  expect(screen.getByTestId('summary-tickets')).toHaveTextContent('£251.00');
  expect(screen.getByText('Choose your gender and room to see the amount due.')).toBeInTheDocument();
  expect(screen.queryByTestId('summary-grand-total')).not.toBeInTheDocument();
});

it('full payment: tickets plus room make the sub total, then VAT 20% and the total, with no discount line', () => {
  render(<SummaryPanel event={toCheckoutEvent('experiences', experience)} quantity={2} form={form({ gender: 'MALE', room: 'SINGLE' })} />);
  // (125.50 + 80.00) x 2 = 411.00; VAT 82.20
  expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('£411.00');
  expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
  expect(screen.getByTestId('summary-vat')).toHaveTextContent('£82.20');
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£493.20');
  expect(screen.getByText('Total')).toBeInTheDocument();
  expect(screen.queryByTestId('summary-instalments')).not.toBeInTheDocument();
});

it('first instalment: 25% now plus VAT, the rest in three, by the deadline', () => {
  render(
    <SummaryPanel
      event={toCheckoutEvent('experiences', experience)}
      quantity={1}
      form={form({ gender: 'MALE', room: 'SHARED', instalment: 'INSTALLMENT' })}
    />,
  );
  const expected = priceOrder({
    kind: 'experience',
    price: 12550,
    accommodationPriceSingle: 8000,
    accommodationPriceShared: 5000,
    quantity: 1,
    room: 'SHARED',
    gender: 'MALE',
    instalment: 'INSTALLMENT',
  });
  // 175.50 total; 25% = 43.88 (half-up); VAT 8.78; charge 52.66
  expect(screen.getByTestId('summary-total')).toHaveTextContent('£175.50');
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£52.66');
  expect(screen.getByText('Total due today')).toBeInTheDocument();
  expect(expected.charge).toBe(5266);
  expect(screen.getByTestId('summary-instalments')).toHaveTextContent(
    `Then 3 instalments of ${expected.instalments.map(formatPounds).join(', ')} (plus VAT) on/before 30th April, 2027.`,
  );
});

it('a party discount applies to its gender only', () => {
  const event = toCheckoutEvent('parties', party);
  const { rerender } = render(<SummaryPanel event={event} quantity={3} form={form({ gender: 'FEMALE', room: 'SHARED' })} />);
  // 40.00 x 3 = 120.00 less 15.00 = 105.00, VAT 21.00
  expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('£120.00');
  expect(screen.getByTestId('summary-discount')).toHaveTextContent('-£15.00');
  expect(screen.getByTestId('summary-vat')).toHaveTextContent('£21.00');
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£126.00');
  rerender(<SummaryPanel event={event} quantity={3} form={form({ gender: 'MALE', room: 'SHARED' })} />);
  expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£144.00');
});

it('a promo code has its own line beside the party discount, and VAT is on what is left', () => {
  const event = toCheckoutEvent('parties', party);
  render(
    <SummaryPanel
      event={event}
      quantity={3}
      form={form({ gender: 'FEMALE', room: 'SHARED' })}
      promo={{ code: 'SPRING', discount: 1050 }}
    />,
  );
  // 120.00 less 15.00 less 10.50 = 94.50, VAT 18.90
  expect(screen.getByTestId('summary-discount')).toHaveTextContent('-£15.00');
  expect(screen.getByText('Promo code (SPRING)')).toBeInTheDocument();
  expect(screen.getByTestId('summary-promo')).toHaveTextContent('-£10.50');
  expect(screen.getByTestId('summary-vat')).toHaveTextContent('£18.90');
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£113.40');
});
