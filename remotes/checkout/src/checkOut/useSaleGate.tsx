import { SaleCountdown, useOnSale } from '@shared/ui/countdown';
import type { ReactNode } from 'react';
import type { CheckoutEvent } from '../event/checkoutEvent';

/** Whether the visitor may get tickets now; when not, what the page shows in place of its buttons. */
export type SaleGate = { open: true } | { open: false; shown: ReactNode };

/**
 * The one place that decides whether the event page offers Get Ticket Now, and the confirmation
 * Pay Now (docs/product-rules.md#on-sale-time-and-limits). Before the on-sale time: no, and the
 * countdown shows instead; the page offers the buttons when it ends, without a reload.
 *
 * An event sold through a queue gets its waiting room from QueueGate (../queue/QueueGate.tsx),
 * around the tickets, from when the room opens until the queue lets this visitor through; the
 * countdown here shows before the room opens.
 */
export function useSaleGate(event: CheckoutEvent): SaleGate {
  const onSale = useOnSale(event.onSaleAt);
  if (!onSale && event.onSaleAt) return { open: false, shown: <SaleCountdown onSaleAt={event.onSaleAt} timeZone={event.timeZone} /> };
  return { open: true };
}
