// The admin's ticket list of one event (docs/product-rules.md#ticket-list): one row per ticket
// issued, with its attendee, what the door made of it and where its order's money stands.
import { z } from 'zod';
import { TicketStatus } from './afterSale';
import { OrderStatus } from './orders';
import { PenceSchema } from './pence';
import { EVENT_TICKET_SORT_FIELDS } from './adminListParams';
import { limitText } from './text';

/** Where an order's money stands, as the ticket list says it (its words: ticketPaymentLabels.ts). */
export const TicketPayment = z.enum(['PAID', 'BALANCE_DUE', 'REFUNDED', 'CANCELLED']);
export type TicketPayment = z.infer<typeof TicketPayment>;

/**
 * Money given back on a cancelled order, or all of it: refunded. A cancelled order kept its money
 * otherwise; a part-paid one owes instalments; anything else is paid (a partial refund keeps the
 * order, and shows in its refunded amount).
 */
export function ticketPayment(order: { status: OrderStatus; paid: number; refunded: number }): TicketPayment {
  if (order.refunded > 0 && (order.status === 'CANCELLED' || order.refunded >= order.paid)) return 'REFUNDED';
  if (order.status === 'CANCELLED') return 'CANCELLED';
  return order.status === 'PARTIALLY_PAID' ? 'BALANCE_DUE' : 'PAID';
}

export const EventTicket = z.object({
  code: z.string(),
  attendeeName: z.string(),
  status: TicketStatus,
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  orderId: z.string(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Digits as the buyer gave them: the country code, then the number. */
  phoneNumber: z.string(),
  /** When the order was paid (its first payment). */
  date: z.iso.datetime({ offset: true }),
  /** Tickets in the order. */
  quantity: z.int(),
  /** The order's money, VAT included: what it costs, what its payments took, gave back and still owe. */
  total: PenceSchema,
  paid: PenceSchema,
  refunded: PenceSchema,
  due: PenceSchema,
  payment: TicketPayment,
});
export type EventTicket = z.infer<typeof EventTicket>;

/** GET /admin/events/{id}/tickets */
export const EventTicketList = z.object({ data: z.array(EventTicket) });
export type EventTicketList = z.infer<typeof EventTicketList>;

export const EventTicketSortField = z.enum(EVENT_TICKET_SORT_FIELDS);
export type EventTicketSortField = z.infer<typeof EventTicketSortField>;

/** The longest search of an event's tickets taken: a name and an e-mail address with room to spare. */
const EVENT_TICKET_SEARCH_MAX = 100;

/** A page holds 10 tickets unless asked for more. */
export const EVENT_TICKETS_PAGE_SIZE = 10;

/**
 * GET /admin/events/{id}/tickets: with `page`, one page of the event's tickets, searched and sorted
 * by the API; `search` keeps the tickets each of whose words is in the ticket's code, its attendee's
 * name, the buyer's first or last name, e-mail or the order's reference, in any case. Without
 * `page`, every ticket in one answer (EventTicketList), so the other parameters need it.
 */
export const EventTicketQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional().describe('From 1; without it, every ticket of the event at once'),
    pageSize: z.coerce.number().int().min(1).max(100).optional().describe(`Tickets a page, ${EVENT_TICKETS_PAGE_SIZE} unless told`),
    search: limitText(z.string(), { label: 'Search', max: EVENT_TICKET_SEARCH_MAX }).optional(),
    sort: EventTicketSortField.optional().describe('The date unless told'),
    dir: z.enum(['asc', 'desc']).optional().describe('desc unless told'),
  })
  .refine(({ page, ...paging }) => page !== undefined || Object.values(paging).every((value) => value === undefined), {
    path: ['page'],
    message: 'page: pageSize, search, sort and dir apply to a page; name the page, from 1',
  });
export type EventTicketQuery = z.input<typeof EventTicketQuery>;

/** A page's query, as the client asks for it and the API reads it: EventTicketQuery with its page. */
export type EventTicketPageQuery = z.output<typeof EventTicketQuery> & { page: number };

export const EventTicketPage = z.object({
  data: z.array(EventTicket),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Tickets matching the search, over all pages. */
  total: z.int().min(0),
});
export type EventTicketPage = z.infer<typeof EventTicketPage>;
