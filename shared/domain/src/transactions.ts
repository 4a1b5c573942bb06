// A payment taken for an order (docs/product-rules.md#payments), as the admin payment tracking
// and ticket lists receive it. Money fields are integer pence.
import { z } from 'zod';
import { TRANSACTION_SORT_FIELDS, TRANSACTIONS_PAGE_SIZE } from './adminListParams';
import { PenceSchema } from './money';
import { PaymentType } from './orders';
import { Gender, InstalmentOption } from './pricing';
import { limitText } from './text';

export const ProductType = z.enum(['Experience', 'Party', 'Merchandise']);
export type ProductType = z.infer<typeof ProductType>;

/** The products that are sold as tickets. */
export const TicketProductType = z.enum(['Experience', 'Party']);
export type TicketProductType = z.infer<typeof TicketProductType>;

/** An event's uuid or a merchandise item's number, as text. */
export const ProductId = z
  .string()
  .regex(
    /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[1-9]\d{0,8})$/,
    'productId: must be an event id or a merchandise item number',
  );

/** NONE when the product came without accommodation. */
export const TransactionRoom = z.enum(['NONE', 'SINGLE', 'SHARED']);
export type TransactionRoom = z.infer<typeof TransactionRoom>;

/** Which payment of the order this was: the whole amount, or instalment 1 (the deposit) to 4. */
export const InstalmentType = z.enum(['FULL', 'INSTALLMENT_1', 'INSTALLMENT_2', 'INSTALLMENT_3', 'INSTALLMENT_4']);
export type InstalmentType = z.infer<typeof InstalmentType>;

export const Transaction = z.object({
  id: z.string().min(1),
  payerEmail: z.string(),
  payerFirstName: z.string(),
  payerLastName: z.string(),
  payerPhoneNumber: z.string(),
  productName: z.string(),
  productType: ProductType,
  productId: z.string(),
  /** The order paid for; null for payments recorded before orders existed (the demo history). */
  orderId: z.string().nullable(),
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
  installment: InstalmentOption,
  installmentType: InstalmentType,
  /** Given back of amountPaid so far (refunds); what the business kept is amountPaid - refunded. */
  refunded: PenceSchema,
  /**
   * What the order still owes, VAT included: totalAmount less what the order's payments took; 0 once
   * it is paid in full, cancelled or expired. An order's figure, the same on each of its payments.
   */
  balance: PenceSchema,
  // Open-ended on purpose: SUCCESS, PENDING, PARTIALLY_REFUNDED and REFUNDED are named, any other provider outcome counts as
  // failed (see transactionStatusLabel), and an unfamiliar one must not break the whole list.
  status: z.string().min(1),
});
export type Transaction = z.infer<typeof Transaction>;

/** GET /transaction/get: everything, one product type, or one product's payments; newest first. */
export const TransactionQuery = z.object({
  productType: ProductType.optional(),
  productId: ProductId.optional(),
});
export type TransactionQuery = z.infer<typeof TransactionQuery>;

export const TransactionList = z.object({ data: z.array(Transaction) });
export type TransactionList = z.infer<typeof TransactionList>;

/** The statuses Payment Tracking filters by, as transactionStatusLabel names them: any unnamed status is Failed. */
export const TransactionStatusLabel = z.enum(['Successful', 'Pending', 'Failed', 'Refunded', 'Partially refunded']);
export type TransactionStatusLabel = z.infer<typeof TransactionStatusLabel>;

export const TransactionSortField = z.enum(TRANSACTION_SORT_FIELDS);
export type TransactionSortField = z.infer<typeof TransactionSortField>;

/** The longest search of payers taken: a name and an e-mail address with room to spare. */
const TRANSACTION_SEARCH_MAX = 100;

/**
 * GET /admin/transactions: one page of payments, filtered, searched and sorted by the API. Newest
 * first unless told; `search` keeps the payments whose payer's name or e-mail holds every word of it, in any case.
 */
export const TransactionPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TRANSACTIONS_PAGE_SIZE),
  status: TransactionStatusLabel.optional(),
  method: PaymentType.optional(),
  productType: ProductType.optional(),
  search: limitText(z.string(), { label: 'Search', max: TRANSACTION_SEARCH_MAX }).optional(),
  sort: TransactionSortField.default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type TransactionPageQuery = z.input<typeof TransactionPageQuery>;

/**
 * GET /admin/transactions.csv: every payment the same filters, search and sort keep, unpaged
 * (docs/product-rules.md#payment-tracking-export); a page or page size asked for is ignored.
 */
export const TransactionExportQuery = TransactionPageQuery.omit({ page: true, pageSize: true });
export type TransactionExportQuery = z.input<typeof TransactionExportQuery>;

export const TransactionPage = z.object({
  data: z.array(Transaction),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Payments matching the filters and search, over all pages. */
  total: z.int().min(0),
});
export type TransactionPage = z.infer<typeof TransactionPage>;

/** GET /transaction/paid-users counts the tickets bought for one event. */
export const PaidUsersQuery = z.object({ productType: TicketProductType, productId: z.guid() });
export type PaidUsersQuery = z.infer<typeof PaidUsersQuery>;

export const PaidUsers = z.object({ count: z.int().min(0) });
export type PaidUsers = z.infer<typeof PaidUsers>;
