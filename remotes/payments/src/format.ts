// Display text the payments area adds to @shared/domain's helpers.
import { dayOfMonth, monthHeading, type PaymentType } from '@shared/domain';

/** '2026-03-14T18:30:00Z' => '14 Mar 2026' (UTC, like every date on the site). */
export function paymentDate(value: string): string {
  const [month, year] = monthHeading(value).split(' ');
  return `${dayOfMonth(value)} ${month.slice(0, 3)} ${year}`;
}

// The wire keeps 'Paypal' (the order payload's spelling); people read the brand name.
const METHOD_LABELS: Record<PaymentType, string> = { Stripe: 'Stripe', Paypal: 'PayPal' };

export function paymentMethodLabel(method: PaymentType): string {
  return METHOD_LABELS[method];
}

/** '2026-03-14T18:30:00Z' => '14 Mar 2026, 18:30 UTC': for what happened to an order, where the time matters. */
export function paymentDateTime(value: string): string {
  return `${paymentDate(value)}, ${new Date(value).toISOString().slice(11, 16)} UTC`;
}
