// Without zod: an admin route reads these to ask for a page of tickets before its page's code (and
// the schemas) are in (remotes/event-hub/src/tickets/TicketListRoute.tsx).

/**
 * The columns a page of tickets can be sorted by, each ordered in the database: `status` sorts by
 * its label (Checked in, Not checked in, Void), `date` by when the order was placed (newest order
 * first is the list's own order). Money is worked out per order for the page's rows, so it is not
 * sorted by. Ties keep the list's own order.
 */
export const EVENT_TICKET_SORT_FIELDS = [
  'date',
  'code',
  'status',
  'attendeeName',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'quantity',
  'reference',
] as const;
