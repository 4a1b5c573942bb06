// How the booking page names an order's and a ticket's state (docs/product-rules.md#after-the-sale).
import type { OrderStatus, TicketStatus } from '@shared/domain';

type ChipColour = 'default' | 'success' | 'info' | 'warning' | 'error';

export const orderStatusChip: Record<OrderStatus, { label: string; color: ChipColour }> = {
  PENDING: { label: 'Awaiting payment', color: 'warning' },
  PAID: { label: 'Paid', color: 'success' },
  PARTIALLY_PAID: { label: 'Part paid', color: 'info' },
  EXPIRED: { label: 'Expired', color: 'default' },
  CANCELLED: { label: 'Cancelled', color: 'error' },
};

export const ticketStatusChip: Record<TicketStatus, { label: string; color: ChipColour }> = {
  VALID: { label: 'Valid', color: 'success' },
  VOID: { label: 'Void', color: 'error' },
  CHECKED_IN: { label: 'Checked in', color: 'info' },
};
