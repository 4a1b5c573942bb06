// What the order page calls the order's states, its payments, refunds and e-mails. Values the page
// does not know are shown as they come, so a new state on the wire never blanks a row.
import {
  instalmentLabel,
  type AdminOrder,
  type OrderPayment,
  type OrderStatus,
  type RefundSource,
  type TicketStatus,
} from '@shared/domain';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';
export interface StatusLook {
  label: string;
  color: ChipColor;
}

const ORDER_STATUSES: Record<OrderStatus, StatusLook> = {
  PENDING: { label: 'Awaiting payment', color: 'warning' },
  PAID: { label: 'Paid', color: 'success' },
  PARTIALLY_PAID: { label: 'Partially paid', color: 'info' },
  EXPIRED: { label: 'Expired', color: 'default' },
  CANCELLED: { label: 'Cancelled', color: 'error' },
};

export const orderStatusLook = (status: OrderStatus): StatusLook => ORDER_STATUSES[status];

const TICKET_STATUSES: Record<TicketStatus, StatusLook> = {
  VALID: { label: 'Valid', color: 'success' },
  CHECKED_IN: { label: 'Checked in', color: 'info' },
  VOID: { label: 'Void', color: 'error' },
};

export const ticketStatusLook = (status: TicketStatus): StatusLook => TICKET_STATUSES[status];

const PAYMENT_STATUSES: Record<string, StatusLook> = {
  PENDING: { label: 'Pending', color: 'warning' },
  SUCCEEDED: { label: 'Paid', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
  EXPIRED: { label: 'Expired', color: 'default' },
  REFUNDED: { label: 'Refunded', color: 'default' },
};

export const paymentStatusLook = (status: string): StatusLook => PAYMENT_STATUSES[status] ?? { label: status, color: 'default' };

const REFUND_STATUSES: Record<string, StatusLook> = {
  PENDING: { label: 'Processing', color: 'warning' },
  SUCCEEDED: { label: 'Refunded', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
};

export const refundStatusLook = (status: string): StatusLook => REFUND_STATUSES[status] ?? { label: status, color: 'default' };

const REFUND_SOURCES: Record<RefundSource, string> = {
  ADMIN: 'Back office',
  BUYER: 'Buyer cancelled',
  PROVIDER: 'Payment provider',
};

export const refundSourceLabel = (source: RefundSource): string => REFUND_SOURCES[source];

// The outbox kinds of api/src/mail/outbox-kinds.ts.
const EMAIL_KINDS: Record<string, string> = {
  'ticket-email': 'Tickets',
  'instalment-receipt': 'Instalment receipt',
  'instalment-reminder': 'Instalment reminder',
  'refund-receipt': 'Refund receipt',
  'cancellation-notice': 'Cancellation notice',
  'booking-link': 'Booking link',
};

export const emailKindLabel = (kind: string): string => EMAIL_KINDS[kind] ?? kind;

export const emailStatusLabel = (status: string): string => (status === 'SENT' ? 'Sent' : status === 'PENDING' ? 'Queued' : status);

/** How the order is paid: at once, or a deposit and three instalments. */
export const paymentOptionLabel = (instalment: string): string =>
  instalment === 'INSTALLMENT' ? 'Deposit and instalments' : 'Full payment';

/** FIRST is the whole amount of a full-payment order, else the deposit; INSTALLMENT_2..4 the later ones. */
export function paymentPurposeLabel(purpose: string, order: Pick<AdminOrder, 'instalment'>): string {
  if (purpose === 'FIRST') return instalmentLabel(order.instalment === 'INSTALLMENT' ? 'INSTALLMENT_1' : 'FULL');
  return instalmentLabel(purpose);
}

/** 'Stripe' or 'PayPal', marked '(test)' for a sandbox payment that moved no money. */
export function providerLabel({ provider, mode }: Pick<OrderPayment, 'provider' | 'mode'>): string {
  const name = provider === 'paypal' ? 'PayPal' : 'Stripe';
  return mode === 'sandbox' ? `${name} (test)` : name;
}

/**
 * Whether the order's tickets let people in: only a paid or part-paid order's do, and only such an
 * order can be cancelled or have its tickets sent again (the API refuses the others with 409).
 */
export const hasLiveTickets = (order: Pick<AdminOrder, 'status'>): boolean => order.status === 'PAID' || order.status === 'PARTIALLY_PAID';
