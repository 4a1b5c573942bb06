// VAT on a price, without zod: the event page shows every price with it before any form or schema
// loads (shared/domain/src/zodFree.test.ts); pricing.ts charges it.
import { formatPounds, percentOf } from './money';

/** VAT on whatever is paid now. */
export const VAT_PERCENT = 20;

/** A price with VAT added, as the buyer will pay it: 4500 => 5400. */
export function priceWithVat(pence: number): number {
  return pence + percentOf(pence, VAT_PERCENT);
}

/** '£54.00 incl. VAT' for a price of 4500: shown beside every price a visitor sees before checkout. */
export function inclVatText(pence: number): string {
  return `${formatPounds(priceWithVat(pence))} incl. VAT`;
}
