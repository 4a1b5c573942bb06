// Without zod: what the admin lists' pages read to ask for and show a page of rows, so a page that
// only lists (the events table, Payment Tracking) or a route that asks ahead (the ticket list's)
// takes no schemas with them (docs/architecture.md#the-ticket-list-asks-before-its-page-loads).

/** The Event Hub table shows 10 events a page. */
export const ADMIN_EVENTS_PAGE_SIZE = 10;

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

/** Payment Tracking shows 10 payments a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/**
 * The columns a page of payments can be sorted by: `payer` is the payer's first and last name, `status`
 * sorts by the status's label. Ties are ordered by payment id, in the same direction.
 */
export const TRANSACTION_SORT_FIELDS = [
  'payer',
  'payerEmail',
  'productName',
  'productType',
  'paymentMethod',
  'date',
  'amountPaid',
  'refunded',
  'status',
] as const;
