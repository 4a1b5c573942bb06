import { type Gender, type InstalmentOption, priceOrder, priceWithVat } from '@shared/domain';

/** An order's payments as its row keeps them: the first as charged, the later instalments before VAT (0 when none). */
export interface OrderCharges {
  charge: number;
  instalment2: number;
  instalment3: number;
  instalment4: number;
}

/** A payment as its transaction row keeps it: the order's total before VAT and how it was paid. */
export interface PaymentTerms {
  totalAmount: number;
  instalment: InstalmentOption;
  gender: Gender;
}

/** The first payment as charged, and each later instalment with its own VAT, as the buyer is asked for it. */
const chargedInAll = (first: number, later: number[]) => later.reduce((sum, amount) => sum + priceWithVat(amount), first);

/** What the buyer pays for the whole of an order, VAT included, from its row. */
export const orderChargesWithVat = (order: OrderCharges) =>
  chargedInAll(order.charge, [order.instalment2, order.instalment3, order.instalment4]);

/** The orders that still owe their balance: unpaid and part-paid ones, not the paid, cancelled or expired. */
const OWING = ['PENDING', 'PARTIALLY_PAID'];

/**
 * What an order still owes, VAT included: its whole total less what its payments took
 * (docs/product-rules.md#payment-tracking-figures). `status` null: a demo payment, an order of its own.
 */
export const balanceOf = (status: string | null, totalWithVat: number, taken: number) =>
  status === null || OWING.includes(status) ? Math.max(0, totalWithVat - taken) : 0;

/**
 * What the buyer pays for the whole order, VAT included (docs/product-rules.md#payment-tracking-figures).
 * VAT is added to each payment as it is taken, so the whole is the sum of the payments, not VAT on
 * the total (which can differ by a penny). A payment without an order (the demo history) is an
 * order of its own, priced again from its total by the one price calculation.
 */
export function orderTotalWithVat(payment: PaymentTerms, order: OrderCharges | null): number {
  if (order) return orderChargesWithVat(order);
  const price = priceOrder({
    kind: 'experience',
    price: payment.totalAmount,
    accommodationPriceSingle: 0,
    accommodationPriceShared: 0,
    quantity: 1,
    room: 'NONE',
    gender: payment.gender,
    instalment: payment.instalment,
  });
  return chargedInAll(price.charge, price.instalments);
}
