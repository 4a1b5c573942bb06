import { roomLabel } from '@shared/domain';
import type { Receipt } from '../mail/receipt';
import { type OrderRow, withVat } from './order-state';

/**
 * The ticket e-mail's receipt of an order, from the figures it was priced at. VAT is charged on each
 * payment (the first payment and each later instalment), so the order's VAT and total are added up
 * from those: the receipt's total is exactly what the buyer pays in all.
 */
export function orderReceipt(
  order: Pick<
    OrderRow,
    | 'quantity'
    | 'unitPrice'
    | 'room'
    | 'accommodationUnit'
    | 'discount'
    | 'total'
    | 'charge'
    | 'instalment2'
    | 'instalment3'
    | 'instalment4'
  >,
): Receipt {
  const total = order.charge + [order.instalment2, order.instalment3, order.instalment4].reduce((sum, amount) => sum + withVat(amount), 0);
  const room = roomLabel(order.room);
  return {
    quantity: order.quantity,
    unitPrice: order.unitPrice,
    room: room && order.accommodationUnit > 0 ? { label: room, unitPrice: order.accommodationUnit } : undefined,
    discount: order.discount,
    subtotal: order.total,
    vat: total - order.total,
    total,
  };
}
