// The receipt in the ticket e-mail: what the order costs, line by line, as the checkout summary
// showed it (Sub total, Discount with its minus sign, VAT, Total), then what was paid today.
import { formatPounds, VAT_PERCENT } from '@shared/domain';

/** An order's figures in pence, from the order as it was priced (orders/order-receipt.ts). */
export interface Receipt {
  quantity: number;
  /** One ticket, VAT excluded. */
  unitPrice: number;
  /** The room booked with each ticket, when one costs something. */
  room?: { label: string; unitPrice: number };
  discount: number;
  /** Before VAT: tickets and rooms less the discount. */
  subtotal: number;
  /** On the whole order, every instalment's included. */
  vat: number;
  /** What the order costs in all, VAT included. */
  total: number;
}

export interface ReceiptRow {
  label: string;
  value: string;
  strong?: boolean;
}

export function receiptRows(receipt: Receipt, paidToday: number): ReceiptRow[] {
  const times = (unit: number) => `${receipt.quantity} × ${formatPounds(unit)}`;
  return [
    { label: `Tickets (${times(receipt.unitPrice)})`, value: formatPounds(receipt.quantity * receipt.unitPrice) },
    ...(receipt.room
      ? [
          {
            label: `${receipt.room.label} (${times(receipt.room.unitPrice)})`,
            value: formatPounds(receipt.quantity * receipt.room.unitPrice),
          },
        ]
      : []),
    ...(receipt.discount > 0 ? [{ label: 'Discount', value: `-${formatPounds(receipt.discount)}` }] : []),
    { label: 'Sub total', value: formatPounds(receipt.subtotal) },
    { label: `VAT (${VAT_PERCENT}%)`, value: formatPounds(receipt.vat) },
    { label: 'Total', value: formatPounds(receipt.total), strong: true },
    { label: 'Paid today', value: formatPounds(paidToday) },
  ];
}
