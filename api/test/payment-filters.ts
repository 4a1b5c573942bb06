/** Payment Tracking's filters, search and sort with a bad value, and what the 400's message names: its page and its export refuse the same. */
export const BAD_PAYMENT_FILTERS: [string, string][] = [
  ['?status=Lost', 'status'],
  ['?method=Cash', 'Please select a payment method.'],
  ['?productType=Ticket', 'productType'],
  ['?sort=totalAmount', 'sort'],
  ['?dir=sideways', 'dir'],
  [`?search=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
  ['?search=ada%00obi', 'Search'],
];
