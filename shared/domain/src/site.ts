// What the whole site needs to know about how it runs, GET /site: read by the shell on every page.
import { z } from 'zod';

/** 'sandbox': the API's own test payment page, no money moves; 'live': Stripe and PayPal take real money. */
export const PaymentsMode = z.enum(['sandbox', 'live']);
export type PaymentsMode = z.infer<typeof PaymentsMode>;

export const SiteInfo = z.object({
  paymentsMode: PaymentsMode,
  /** The most unpaid tickets one buyer may hold for one event: the check-out offers no more. */
  maxTicketsPerBuyer: z.int().positive(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;
