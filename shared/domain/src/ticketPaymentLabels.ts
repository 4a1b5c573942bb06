// The ticket list's words for where an order's money stands, apart from the list's schemas
// (eventTickets.ts): the list's page shows them without loading zod
// (docs/architecture.md#module-federation-sharing).
import type { TicketPayment } from './eventTickets';

export const TICKET_PAYMENT_LABELS: Record<TicketPayment, string> = {
  PAID: 'Paid',
  BALANCE_DUE: 'Balance due',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};
