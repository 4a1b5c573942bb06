// A payment taken for an order (SPEC section 3 "Transaction"), as the admin payment tracking
// and ticket lists receive it. Money fields are integer pence.
import { z } from 'zod';
import { PenceSchema } from './money';
import { PaymentType } from './orders';
import { Gender, InstallmentOption } from './pricing';

export const ProductType = z.enum(['Experience', 'Party']);
export type ProductType = z.infer<typeof ProductType>;

/** NONE when the product came without accommodation. */
export const TransactionRoom = z.enum(['NONE', 'SINGLE', 'SHARED']);
export type TransactionRoom = z.infer<typeof TransactionRoom>;

/** Which payment of the order this was: the whole amount, or instalment 1 (the deposit) to 4. */
export const InstallmentType = z.enum([
  'FULL',
  'INSTALLMENT_1',
  'INSTALLMENT_2',
  'INSTALLMENT_3',
  'INSTALLMENT_4',
]);
export type InstallmentType = z.infer<typeof InstallmentType>;

export const Transaction = z.object({
  id: z.string().min(1),
  payerEmail: z.string(),
  payerFirstName: z.string(),
  payerLastName: z.string(),
  payerPhoneNumber: z.string(),
  productName: z.string(),
  productType: ProductType,
  paymentMethod: PaymentType,
  date: z.iso.datetime({ offset: true }),
  // The amounts mirror priceOrder's breakdown so both sides of a payment read the same figures.
  /** Taken by this payment, VAT included (for the first payment, PriceBreakdown.charge). */
  amountPaid: PenceSchema,
  /** The order's total before VAT (PriceBreakdown.total). */
  totalAmount: PenceSchema,
  /** One ticket's price (PriceBreakdown.unitPrice). */
  individualPrice: PenceSchema,
  quantity: z.int().min(1),
  /** The order's whole discount (PriceBreakdown.discount). */
  discount: PenceSchema,
  gender: Gender,
  room: TransactionRoom,
  /** One ticket's accommodation price (PriceBreakdown.accommodationUnit); 0 for NONE. */
  roomCost: PenceSchema,
  installment: InstallmentOption,
  installmentType: InstallmentType,
  // Open-ended on purpose: SUCCESS and PENDING are named, any other provider outcome counts as
  // failed (see transactionStatusLabel), and an unfamiliar one must not break the whole list.
  status: z.string().min(1),
});
export type Transaction = z.infer<typeof Transaction>;

/** GET /transaction/get: everything, one product type, or one product's payments. */
export const TransactionQuery = z.object({
  productType: ProductType.optional(),
  productId: z.guid().optional(),
});
export type TransactionQuery = z.infer<typeof TransactionQuery>;

/** GET /transaction/paid-users counts the tickets bought for one product. */
export const PaidUsersQuery = TransactionQuery.required();
export type PaidUsersQuery = z.infer<typeof PaidUsersQuery>;

export const PaidUsers = z.object({ count: z.int().min(0) });
export type PaidUsers = z.infer<typeof PaidUsers>;
