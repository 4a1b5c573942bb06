// Where a payment sends the buyer back to (docs/product-rules.md#payment-return). The way back to
// the checkout carries the order, so the page can ask whether its tickets are still held
// (order-return.ts), and says whether the buyer cancelled or the payment failed: a cancelled
// payment is offered again, a failed one shows the checkout's failure banner.
import { confirmationPath, type OrderRow } from './order-state';

export type PaymentOutcome = 'cancelled' | 'failed';

export const checkoutReturnUrl = (publicUrl: string, order: Pick<OrderRow, 'id' | 'kind' | 'eventId'>, outcome: PaymentOutcome) =>
  `${publicUrl}/${confirmationPath(order.kind)}/confirmation?event=${order.eventId}&order=${order.id}&payment=${outcome}`;
