// Payments of the demo history's kind (no order) for the Payment Tracking tests: each a minute after
// the one before, with a payer of its own, so a test names only what it is about.
import { transactions } from '../src/db/schema';

export type Payment = typeof transactions.$inferInsert;

/** A maker of payments: merchandise, £12.00 paid, a minute after the last one it made, unless told. */
export function demoPayments(): (fields: Partial<Payment>) => Payment {
  let payment = 0;
  return (fields) => {
    payment += 1;
    return {
      productType: 'Merchandise',
      productId: '1',
      productName: 'Camo Cap',
      payerEmail: `buyer${payment}@example.com`,
      payerFirstName: `Buyer${payment}`,
      payerLastName: 'Test',
      payerPhoneNumber: '447700900123',
      paymentMethod: 'Stripe',
      date: new Date(Date.UTC(2026, 0, 1, 12, payment)),
      amountPaid: 1200,
      totalAmount: 1000,
      individualPrice: 1000,
      quantity: 1,
      gender: 'FEMALE',
      room: 'NONE',
      instalment: 'FULL',
      instalmentType: 'FULL',
      status: 'SUCCESS',
      ...fields,
    };
  };
}
