import type { PaymentsMode } from '@shared/domain';
import type { instalments, outbox, payments } from '../db/orders-schema';
import type { transactions } from '../db/schema';
import { INSTALMENT_RECEIPT, TICKET_EMAIL } from '../mail/outbox-kinds';
import { type TicketAttendee, ticketAttendees } from './attendees';
import type { OrderRow, Purpose } from './order-state';

// What a reported payment does to an order, decided from what the database holds, without
// reading or writing it. confirm-payment.ts loads these facts under the locks LOCKING.md
// describes and writes the decision in the same transaction.

export type Provider = 'stripe' | 'paypal';

/** How a provider is named to people (messages, logs read by staff). */
export const providerName: Readonly<Record<Provider, string>> = { stripe: 'Stripe', paypal: 'PayPal' };

/** A payment a provider (or the sandbox page) says was made. */
export interface PaymentReport {
  provider: Provider;
  mode: PaymentsMode;
  orderId: string;
  /** The provider's id of the money taken; confirmation is idempotent on it. */
  providerPaymentId: string;
  amount: number;
  /** The attempt this pays, when the caller knows it (sandbox page, PayPal return). */
  paymentId?: string;
}

export type Confirmation =
  | { outcome: 'confirmed' | 'duplicate'; orderId: string }
  /** Taken but not wanted (late and sold out, already paid, wrong amount): give the money back. */
  | { outcome: 'refund'; orderId: string; providerPaymentId: string; reason: string }
  /** Sandbox only: nothing was taken, so the payment is simply refused. */
  | { outcome: 'refused'; orderId: string; reason: string }
  | { outcome: 'unknown-order'; orderId: string };

export type InstalmentPurpose = Exclude<Purpose, 'FIRST'>;

/** What the payment pays for, with what the rules need to know about it. */
export type Paying =
  /**
   * Sold plus held tickets of the event, this order's hold left out; and for an order priced with a
   * promo code that has a maximum, that code's uses by other orders (docs/product-rules.md#promo-codes).
   */
  | { purpose: 'FIRST'; takenByOthers: number; promo?: { usedByOthers: number; maxUses: number } }
  /** Every instalment row of the order. */
  | { purpose: InstalmentPurpose; instalments: readonly { number: number; paidAt: Date | null }[] };

export interface PaymentFacts {
  report: PaymentReport;
  /** Read under the order's row lock. */
  order: OrderRow;
  /** The order's event, read under its row lock; gone when it was deleted. */
  event: { productType: string; title: string; capacity: number; instalmentDeadline: string } | undefined;
  /** The status of a payment already recorded with the report's provider payment id. */
  seen: string | undefined;
  /** The order's open attempt with this provider (the one named by the report, if it names one). */
  attempt: { id: string; amount: number } | undefined;
  paying: Paying;
  now: Date;
}

type PaymentValues = typeof payments.$inferInsert;
type TransactionValues = typeof transactions.$inferInsert;
export type OutboxValues = Pick<typeof outbox.$inferInsert, 'kind' | 'payload'>;

/** The payment row to write: the open attempt updated in place, or a new row when there is none. */
export interface PaymentRecord {
  attemptId: string | undefined;
  values: PaymentValues & { status: 'SUCCEEDED' | 'FAILED' | 'REFUNDED' };
}

/** A payment that cannot be accepted: recorded FAILED (sandbox, nothing taken) or REFUNDED (live, to give back). */
interface TurnDown {
  payment: PaymentRecord;
  reason: string;
}

export type PaymentDecision =
  /** This provider payment was recorded before: nothing is written and the earlier verdict stands. */
  | { kind: 'duplicate'; earlier: 'accepted' | 'refunded' | 'refused' }
  | ({ kind: 'wrong-amount'; expected: number } & TurnDown)
  /** A first payment for an order that is paid, cancelled, or whose event is gone. */
  | ({ kind: 'order-closed' } & TurnDown)
  /** A first payment that no longer fits: the order is closed as well (EXPIRED in sandbox, CANCELLED live). */
  | ({ kind: 'over-capacity'; takenByOthers: number; capacity: number; orderStatus: 'EXPIRED' | 'CANCELLED' } & TurnDown)
  /** A late first payment whose promo code's uses went to others meanwhile: closed like one over capacity. */
  | ({ kind: 'promo-used-up'; orderStatus: 'EXPIRED' | 'CANCELLED' } & TurnDown)
  | ({ kind: 'instalment-not-due'; number: number } & TurnDown)
  | {
      kind: 'first-payment';
      payment: PaymentRecord;
      order: { status: 'PAID' | 'PARTIALLY_PAID'; paidAt: Date };
      /** One per ticket, in ticket order (attendees.ts). */
      tickets: TicketAttendee[];
      /** The later instalments of an instalment order, none for a full payment. */
      instalments: (typeof instalments.$inferInsert)[];
      transaction: TransactionValues;
      emails: OutboxValues[];
    }
  | {
      kind: 'instalment';
      number: number;
      payment: PaymentRecord;
      paidAt: Date;
      /** The last unpaid instalment: the order is now paid in full. */
      orderPaid: boolean;
      transaction: TransactionValues;
      emails: OutboxValues[];
    };

/** An open attempt says what it pays for; a payment with none is the first payment. */
export const purposeOf = (attempt: { purpose: string } | undefined): Purpose => (attempt?.purpose ?? 'FIRST') as Purpose;

export function decidePayment(facts: PaymentFacts): PaymentDecision {
  const { report, order, event, seen, attempt, paying, now } = facts;
  if (seen !== undefined) {
    return { kind: 'duplicate', earlier: seen === 'REFUNDED' ? 'refunded' : seen === 'FAILED' ? 'refused' : 'accepted' };
  }

  const record = (status: PaymentRecord['values']['status']): PaymentRecord => ({
    attemptId: attempt?.id,
    // The provider's id is kept on a refused payment too, so a repeated delivery is recognised
    // rather than judged again.
    values: {
      orderId: order.id,
      provider: report.provider,
      mode: report.mode,
      purpose: paying.purpose,
      amount: report.amount,
      providerPaymentId: report.providerPaymentId,
      status,
    },
  });
  const turnDown = (reason: string): TurnDown => ({ reason, payment: record(report.mode === 'sandbox' ? 'FAILED' : 'REFUNDED') });

  const expected = attempt?.amount ?? order.charge;
  if (report.amount !== expected) return { kind: 'wrong-amount', expected, ...turnDown(`paid ${report.amount}, expected ${expected}`) };

  if (paying.purpose === 'FIRST') {
    const open = order.status === 'PENDING' || order.status === 'EXPIRED';
    if (!open || !event) return { kind: 'order-closed', ...turnDown(`order is ${order.status}`) };
    // Counted against the capacity as it is now, whether or not the hold lasted: a lapsed hold's
    // tickets may have gone to someone else, and the capacity may have been lowered since the
    // order was made. Never sell a seat twice or past the capacity.
    const { takenByOthers } = paying;
    if (takenByOthers + order.quantity > event.capacity) {
      return {
        kind: 'over-capacity',
        takenByOthers,
        capacity: event.capacity,
        orderStatus: report.mode === 'sandbox' ? 'EXPIRED' : 'CANCELLED',
        ...turnDown(`no room: ${takenByOthers} of ${event.capacity} tickets taken by others`),
      };
    }
    // The same for the order's promo code: a lapsed hold gave its use back, and others may have
    // taken every use since. Never use a code more often than its maximum.
    if (paying.promo && paying.promo.usedByOthers >= paying.promo.maxUses) {
      return {
        kind: 'promo-used-up',
        orderStatus: report.mode === 'sandbox' ? 'EXPIRED' : 'CANCELLED',
        ...turnDown(`promo code used up: ${paying.promo.usedByOthers} of ${paying.promo.maxUses} uses taken by others`),
      };
    }
    const full = order.instalment === 'FULL';
    return {
      kind: 'first-payment',
      payment: record('SUCCEEDED'),
      order: { status: full ? 'PAID' : 'PARTIALLY_PAID', paidAt: now },
      tickets: ticketAttendees(order),
      instalments: full
        ? []
        : [order.instalment2, order.instalment3, order.instalment4].map((amount, i) => ({
            orderId: order.id,
            number: i + 2,
            amount,
            dueDate: event.instalmentDeadline,
          })),
      transaction: transactionRow(facts, event, full ? 'FULL' : 'INSTALLMENT_1'),
      emails: [{ kind: TICKET_EMAIL, payload: { orderId: order.id } }],
    };
  }

  const number = Number(paying.purpose.slice(-1));
  const due = paying.instalments.some((row) => row.number === number && row.paidAt === null);
  if (order.status !== 'PARTIALLY_PAID' || !due || !event) {
    return { kind: 'instalment-not-due', number, ...turnDown(`instalment ${number} is not due`) };
  }
  return {
    kind: 'instalment',
    number,
    payment: record('SUCCEEDED'),
    paidAt: now,
    orderPaid: paying.instalments.every((row) => row.number === number || row.paidAt !== null),
    transaction: transactionRow(facts, event, `INSTALLMENT_${number}`),
    emails: [{ kind: INSTALMENT_RECEIPT, payload: { orderId: order.id, number } }],
  };
}

/** What the callers are told: they answer the buyer and give back money taken but not wanted. */
export function confirmationOf(report: PaymentReport, decision: PaymentDecision): Confirmation {
  const { orderId, providerPaymentId } = report;
  switch (decision.kind) {
    case 'duplicate':
      if (decision.earlier === 'refunded') return { outcome: 'refund', orderId, providerPaymentId, reason: 'already refunded' };
      if (decision.earlier === 'refused') return { outcome: 'refused', orderId, reason: 'already refused' };
      return { outcome: 'duplicate', orderId };
    case 'first-payment':
    case 'instalment':
      return { outcome: 'confirmed', orderId };
    default:
      return decision.payment.values.status === 'FAILED'
        ? { outcome: 'refused', orderId, reason: decision.reason }
        : { outcome: 'refund', orderId, providerPaymentId, reason: decision.reason };
  }
}

function transactionRow(
  { report, order, now }: PaymentFacts,
  event: NonNullable<PaymentFacts['event']>,
  instalmentType: string,
): TransactionValues {
  return {
    orderId: order.id,
    productType: event.productType,
    productId: order.eventId,
    productName: event.title,
    payerEmail: order.email,
    payerFirstName: order.firstName,
    payerLastName: order.lastName,
    payerPhoneNumber: order.phoneNumber,
    paymentMethod: report.provider === 'stripe' ? 'Stripe' : 'Paypal',
    date: now,
    amountPaid: report.amount,
    totalAmount: order.total,
    individualPrice: order.unitPrice,
    quantity: order.quantity,
    discount: order.discount,
    gender: order.gender,
    room: order.room,
    roomCost: order.accommodationUnit,
    instalment: order.instalment,
    instalmentType,
    status: 'SUCCESS',
  };
}
