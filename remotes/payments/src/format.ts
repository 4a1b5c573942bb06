// Display text the payments area adds to @shared/domain's helpers.
import { paymentDate } from '@shared/domain';

/** '2026-03-14T18:30:00Z' => '14 Mar 2026, 18:30 UTC': for what happened to an order, where the time matters. */
export function paymentDateTime(value: string): string {
  return `${paymentDate(value)}, ${new Date(value).toISOString().slice(11, 16)} UTC`;
}
