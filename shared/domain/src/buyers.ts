// A buyer's data (docs/product-rules.md#buyer-data): what the site holds about an e-mail address,
// its export, and its erasure.
import { z } from 'zod';
import { AdminOrder } from './afterSale';
import { MerchandiseOrder } from './merchandise';
import { PenceSchema } from './pence';
import { EMAIL_MAX } from './text';

/** What personal fields read as once their buyer is erased. */
export const ERASED = '[erased]';

/**
 * The domain of the address an erased buyer's e-mail columns hold instead of theirs,
 * `erased-<reference>@erased.invalid`: still an address wherever one is expected, one per buyer,
 * and reserved (RFC 2606), so no mail can ever reach anyone through it.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** A buyer's e-mail address in the path of /admin/buyers/{email}, in any letter case. */
export const BuyerEmailParams = z.object({ email: z.email('Please enter a valid email address').max(EMAIL_MAX) });

/** What is held about a buyer, counted, before it is exported or erased. */
export const BuyerSummary = z.object({
  email: z.string(),
  orders: z.int(),
  tickets: z.int(),
  /** Payments recorded for them (Payment Tracking's rows), their orders' and any paid under their address. */
  payments: z.int(),
  merchandiseOrders: z.int(),
  /** The day of their last event (its end day when it has one); null without one. */
  lastEventDay: z.iso.date().nullable(),
});
export type BuyerSummary = z.infer<typeof BuyerSummary>;

/** An order as the export tells it: the order page's view, and what else the order row holds about the buyer. */
export const BuyerExportOrder = AdminOrder.extend({
  address: z.string(),
  room: z.string(),
  gender: z.string(),
  eventDay: z.iso.date(),
  eventEndDay: z.iso.date().nullable(),
});
export type BuyerExportOrder = z.infer<typeof BuyerExportOrder>;

/** A payment recorded for the buyer, with the payer's details it was recorded under. */
export const BuyerExportTransaction = z.object({
  id: z.string(),
  /** null for a payment recorded without an order (the demo history). */
  orderId: z.string().nullable(),
  productType: z.string(),
  productName: z.string(),
  payerEmail: z.string(),
  payerFirstName: z.string(),
  payerLastName: z.string(),
  payerPhoneNumber: z.string(),
  paymentMethod: z.string(),
  date: z.iso.datetime({ offset: true }),
  amountPaid: PenceSchema,
  refunded: PenceSchema,
  quantity: z.int(),
  status: z.string(),
});
export type BuyerExportTransaction = z.infer<typeof BuyerExportTransaction>;

/**
 * GET /admin/buyers/{email}/export: everything held about the address, as the file
 * buyer-<reference>.json. Each order carries its tickets, payment attempts, refunds and e-mails.
 */
export const BuyerExport = z.object({
  email: z.string(),
  /** The buyer's stable reference: the first 16 hex digits of the SHA-256 of the lower-cased address. */
  reference: z.string(),
  exportedAt: z.iso.datetime({ offset: true }),
  orders: z.array(BuyerExportOrder),
  transactions: z.array(BuyerExportTransaction),
  merchandiseOrders: z.array(MerchandiseOrder),
});
export type BuyerExport = z.infer<typeof BuyerExport>;

/** POST /admin/buyers/{email}/erase: what was erased. */
export const BuyerErased = z.object({
  data: z.object({ orders: z.int(), tickets: z.int(), payments: z.int(), merchandiseOrders: z.int(), emails: z.int() }),
});
export type BuyerErased = z.infer<typeof BuyerErased>;
