// The order a checkout sends (docs/product-rules.md#orders-and-holds) and the answers to it.
// The same schema runs in the browser before Pay Now and on the server before anything is
// written, so both reject the same payloads with the same words.
import { z } from 'zod';
import { PenceSchema } from './money';
import { Attendee, tooManyAttendeesMessage } from './attendees';
import { MAX_QUANTITY } from './eventLimits';
import { Gender, InstalmentOption, RoomType } from './pricing';
import { PromoCodeText } from './promoCodes';
import { WaitingListClaimToken } from './waitingList';
import { ADDRESS_MAX, EMAIL_MAX, limitText, NAME_MAX, PHONE_MAX, type TextRule } from './text';

export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required contact information';

export const OrderType = z.enum(['PARTY', 'EXPERIENCE']);
export type OrderType = z.infer<typeof OrderType>;

export const PaymentType = z.enum(['Stripe', 'Paypal'], {
  error: 'Please select a payment method.',
});
export type PaymentType = z.infer<typeof PaymentType>;

export const OrderStatus = z.enum(['PENDING', 'PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED']);
export type OrderStatus = z.infer<typeof OrderStatus>;

// z.guid() accepts any 8-4-4-4-12 hex id (what PostgreSQL's uuid type accepts); z.uuid() would
// also demand RFC version bits, which hand-written seed ids may not have.
export const OrderItem = z.object({
  experienceId: z.guid().optional(),
  partyId: z.guid().optional(),
  quantity: z
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} tickets per order.`),
});
export type OrderItem = z.infer<typeof OrderItem>;

// Each field is printed on tickets and e-mails and stored with the order, hence its limit.
const contactField = (rule: TextRule) =>
  limitText(z.string(CONTACT_REQUIRED_MESSAGE).trim().min(1, { error: CONTACT_REQUIRED_MESSAGE, abort: true }), rule);

/** Who the buyer is: checked the same at checkout and when an admin corrects it (PATCH /admin/orders/{id}/buyer). */
export const BuyerContact = z.object({
  firstName: contactField({ label: 'First name', max: NAME_MAX }),
  lastName: contactField({ label: 'Last name', max: NAME_MAX }),
  email: contactField({ label: 'Email', max: EMAIL_MAX }).pipe(z.email('Please enter a valid email address')),
  // Country code without '+' then the number; spaces, dashes, dots and brackets people type
  // are dropped first.
  phoneNumber: contactField({ label: 'Phone number', max: PHONE_MAX })
    .transform((phone) => phone.replace(/^\+|[\s\-().]/g, ''))
    .pipe(z.string().regex(/^\d{7,15}$/, 'Please enter a valid phone number')),
});
export type BuyerContact = z.infer<typeof BuyerContact>;

export const OrderPayload = z
  .object({
    type: OrderType,
    items: z.array(OrderItem).min(1, 'Choose at least one ticket.'),
    ...BuyerContact.shape,
    address: contactField({ label: 'Address', max: ADDRESS_MAX }),
    installment: InstalmentOption,
    paymentType: PaymentType,
    room: RoomType,
    gender: Gender,
    // Sent by the party checkout as the wire contract has it, but IGNORED for pricing: the server
    // prices from its own copy of the event, so a tampered payload cannot lower the charge.
    accomodationPriceSingle: PenceSchema.default(0),
    accomodationPriceShared: PenceSchema.default(0),
    // The sale rush (docs/product-rules.md#sale-rush): a queued event's admission, and a promo code.
    admissionToken: z.string().max(2000).optional(),
    promoCode: PromoCodeText.optional(),
    // The claim link of a waiting-list offer (docs/product-rules.md#waiting-list): the tickets it holds are this order's.
    waitingListClaim: WaitingListClaimToken.optional(),
    // Who each ticket is for, in ticket order; the tickets left over are the buyer's.
    attendees: z.array(Attendee).max(MAX_QUANTITY, tooManyAttendeesMessage(MAX_QUANTITY)).optional(),
  })
  .superRefine((order, ctx) => {
    const tickets = order.items.reduce((total, item) => total + item.quantity, 0);
    if (order.attendees && order.attendees.length > tickets) {
      ctx.addIssue({ code: 'custom', path: ['attendees'], message: tooManyAttendeesMessage(tickets) });
    }
    const idKey = order.type === 'PARTY' ? 'partyId' : 'experienceId';
    const otherKey = order.type === 'PARTY' ? 'experienceId' : 'partyId';
    order.items.forEach((item, index) => {
      if (!item[idKey] || item[otherKey]) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, idKey],
          message: `Each ${order.type.toLowerCase()} item needs exactly one id: ${idKey}.`,
        });
      }
    });
  });

/** What the checkout builds (defaults may be left out). */
export type OrderPayloadInput = z.input<typeof OrderPayload>;
/** What the server works with after parsing (trimmed, phone normalised, defaults filled). */
export type OrderPayload = z.output<typeof OrderPayload>;

/** The new order: its id (for the payment routes) and the reference the buyer sees ('EVT-7K3P9Q'). */
export const OrderCreated = z.object({ id: z.string().min(1), reference: z.string().min(1) });
export type OrderCreated = z.infer<typeof OrderCreated>;

export const PaymentStart = z.object({
  // An absolute http(s) URL or a same-site path (the sandbox payment page); anything else,
  // such as a javascript: URL, must never reach window.location.
  redirectUrl: z.string().regex(/^(https?:\/\/|\/(?!\/))/, 'Invalid payment redirect URL'),
});
export type PaymentStart = z.infer<typeof PaymentStart>;

/** GET /order/unpaid: orders that hold or held tickets without being paid, optionally of one event. */
export const UnpaidOrderQuery = z.object({
  type: OrderType.optional(),
  eventId: z.guid().optional(),
});
export type UnpaidOrderQuery = z.infer<typeof UnpaidOrderQuery>;

/** HELD: its tickets are still kept from sale; LAPSED: the hold ran out and nobody paid. */
export const UnpaidOrderState = z.enum(['HELD', 'LAPSED']);
export type UnpaidOrderState = z.infer<typeof UnpaidOrderState>;

export const UnpaidOrder = z.object({
  id: z.string(),
  /** What the buyer was told ('EVT-7K3P9Q'): how they name the order when they call. */
  reference: z.string(),
  type: OrderType,
  eventId: z.string(),
  eventTitle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  quantity: z.int(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** ISO 8601: when the hold ends or ended. */
  holdExpiresAt: z.string(),
  state: UnpaidOrderState,
});
export type UnpaidOrder = z.infer<typeof UnpaidOrder>;

export const UnpaidOrderList = z.object({ data: z.array(UnpaidOrder) });
export type UnpaidOrderList = z.infer<typeof UnpaidOrderList>;
