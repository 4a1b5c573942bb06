// Wire shapes of what happens after a sale (docs/product-rules.md#after-the-sale): the admin's
// order page and its actions, and the buyer's booking page. Money is integer pence; the API
// computes every amount, the screens only show them.
import { z } from 'zod';
import { PenceSchema } from './pence';
import { BuyerContact, OrderStatus, OrderType } from './orders';
import { limitText } from './text';

/** A ticket as the door sees it: VOID once its order is cancelled (or wholly refunded). */
export const TicketStatus = z.enum(['VALID', 'VOID', 'CHECKED_IN']);
export type TicketStatus = z.infer<typeof TicketStatus>;

export const RefundStatus = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** Who gave the money back: an admin, the buyer cancelling, or someone in the provider's dashboard. */
export const RefundSource = z.enum(['ADMIN', 'BUYER', 'PROVIDER']);
export type RefundSource = z.infer<typeof RefundSource>;

export const REFUND_REASON_MAX = 500;

/** A refund's reason or a cancellation's: said to the buyer in the e-mail, so it must be there. */
const reason = limitText(z.string('Please give a reason.').trim().min(1, 'Please give a reason.'), {
  label: 'Reason',
  max: REFUND_REASON_MAX,
});

/** POST /admin/orders/{id}/refunds: no amount means everything still refundable. */
export const RefundRequest = z.object({
  amount: z.int('The amount must be a whole number of pence.').positive('The amount must be more than zero.').optional(),
  reason,
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/** POST /admin/orders/{id}/cancel */
export const CancelRequest = z.object({
  reason,
  refund: z.boolean('Say whether to refund: refund must be true or false.'),
});
export type CancelRequest = z.infer<typeof CancelRequest>;

export const ORDER_SEARCH_MAX = 200;

/** GET /admin/orders?search= : a reference, an e-mail or a name (or part of one). */
export const OrderSearchQuery = z.object({
  search: limitText(z.string().trim(), { label: 'Search', max: ORDER_SEARCH_MAX }).optional(),
});

export const OrderListItem = z.object({
  id: z.string(),
  reference: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: OrderStatus,
  type: OrderType,
  eventId: z.string(),
  eventTitle: z.string(),
  quantity: z.int(),
  total: PenceSchema,
  paid: PenceSchema,
  refunded: PenceSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderListItem = z.infer<typeof OrderListItem>;
export const OrderList = z.object({ data: z.array(OrderListItem) });

export const OrderTicket = z.object({
  code: z.string(),
  attendeeName: z.string(),
  status: TicketStatus,
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OrderTicket = z.infer<typeof OrderTicket>;

export const OrderPayment = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'paypal']),
  mode: z.enum(['sandbox', 'live']),
  /** FIRST, INSTALLMENT_2..4 */
  purpose: z.string(),
  amount: PenceSchema,
  refunded: PenceSchema,
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

export const OrderRefund = z.object({
  id: z.string(),
  amount: PenceSchema,
  reason: z.string(),
  status: RefundStatus,
  source: RefundSource,
  /** The provider's reason when it refused. */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

export const ScheduledInstalment = z.object({
  instalment: z.int().min(2).max(4),
  /** VAT included: what the buyer is asked to pay. */
  amount: PenceSchema,
  dueDate: z.iso.date(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ScheduledInstalment = z.infer<typeof ScheduledInstalment>;

export const OrderEmail = z.object({
  kind: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});

/** GET /admin/orders/{id} */
export const AdminOrder = OrderListItem.extend({
  phoneNumber: z.string(),
  instalment: z.string(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  cancelReason: z.string().nullable(),
  /** Still refundable: paid less refunded (and less what is being refunded now). */
  refundable: PenceSchema,
  /** What the buyer pays for the whole order, VAT included, like paid (total is before VAT, as priced). */
  totalWithVat: PenceSchema,
  /** What the order still owes, VAT included: totalWithVat less paid; 0 once paid in full, cancelled or expired. */
  balance: PenceSchema,
  tickets: z.array(OrderTicket),
  schedule: z.array(ScheduledInstalment),
  payments: z.array(OrderPayment),
  refunds: z.array(OrderRefund),
  emails: z.array(OrderEmail),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const RefundCreated = z.object({ id: z.string(), amount: PenceSchema, status: RefundStatus });
export type RefundCreated = z.infer<typeof RefundCreated>;

/** What a cancellation answers: the order as it now is. */
export const OrderCancelled = z.object({
  status: z.literal('CANCELLED'),
  reference: z.string(),
  /** Given back in the same step (0 when not asked for, or nothing was paid). */
  refunded: PenceSchema,
  refund: RefundCreated.nullable(),
});
export type OrderCancelled = z.infer<typeof OrderCancelled>;

/** The booking page's event: what the buyer needs to find it and know its policy. */
export const BookingEvent = z.object({
  id: z.string(),
  type: OrderType,
  title: z.string(),
  address: z.string(),
  day: z.iso.date(),
  time: z.string(),
  cancelUntilDays: z.int(),
  cancellationFeePercent: z.int(),
});

/**
 * Where a ticket is added to a phone's wallet: its Apple Wallet pass (.pkpass) and its "Save to
 * Google Wallet" link. Each is there only when the site offers that wallet, and neither for a void ticket.
 */
export const TicketWallet = z.object({ apple: z.url().optional(), google: z.url().optional() });
export type TicketWallet = z.infer<typeof TicketWallet>;

export const BookingTicket = z.object({
  code: z.string(),
  attendeeName: z.string(),
  status: TicketStatus,
  /** Absent when the site offers no wallet, or the ticket is void. */
  wallet: TicketWallet.optional(),
});

/** GET /bookings/{token} */
export const Booking = z.object({
  reference: z.string(),
  status: OrderStatus,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  quantity: z.int(),
  event: BookingEvent,
  tickets: z.array(BookingTicket),
  total: PenceSchema,
  paid: PenceSchema,
  refunded: PenceSchema,
  /** Instalments still to pay, next first. */
  due: z.array(z.object({ instalment: z.int().min(2).max(4), amount: PenceSchema, dueDate: z.iso.date() })),
  canCancel: z.boolean(),
  /** What cancelling now gives back: paid less refunded less the fee. */
  refundOnCancel: PenceSchema,
  /** Kept back when cancelling now: the event's fee percentage of what was paid, rounded down. */
  cancellationFee: PenceSchema,
  /** The last day cancelling is allowed (null when the policy never allows it). */
  cancelUntil: z.iso.date().nullable(),
  testMode: z.boolean(),
});
export type Booking = z.infer<typeof Booking>;

export const BookingPayRequest = z.object({ provider: z.enum(['stripe', 'paypal'], 'Choose Stripe or PayPal.') });
export type BookingPayRequest = z.infer<typeof BookingPayRequest>;

/** POST /bookings/lookup: answered the same whether or not the pair names an order. */
export const BookingLookup = z.object({
  email: BuyerContact.shape.email,
  reference: limitText(z.string().trim().min(1, 'Please enter your order reference.'), { label: 'Order reference', max: 20 }),
});
export type BookingLookup = z.infer<typeof BookingLookup>;

export const BOOKING_LOOKUP_ANSWER = 'If that order reference and e-mail address match a booking, we have e-mailed a link to it.';
export const BookingLookupAnswer = z.object({ message: z.string() });
