import { emailKindLabel, paymentPurposeLabel, paymentStatusLook, providerLabel } from './orderLabels';

it('names payments, providers and e-mails, and shows an unknown value as it comes', () => {
  expect(paymentPurposeLabel('FIRST', { instalment: 'FULL' })).toBe('Full payment');
  expect(paymentPurposeLabel('FIRST', { instalment: 'INSTALLMENT' })).toBe('First Instalment');
  expect(paymentPurposeLabel('INSTALLMENT_3', { instalment: 'INSTALLMENT' })).toBe('Third payment');
  expect(providerLabel({ provider: 'paypal', mode: 'live' })).toBe('PayPal');
  expect(providerLabel({ provider: 'stripe', mode: 'sandbox' })).toBe('Stripe (test)');
  expect(paymentStatusLook('DISPUTED')).toEqual({ label: 'DISPUTED', color: 'default' });
  expect(emailKindLabel('refund-receipt')).toBe('Refund receipt');
  expect(emailKindLabel('survey')).toBe('survey');
});
