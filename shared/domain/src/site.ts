// What the whole site needs to know about how it runs, GET /site: read by the shell on every page.
import { z } from 'zod';

/** 'sandbox': the API's own test payment page, no money moves; 'live': Stripe and PayPal take real money. */
export const PaymentsMode = z.enum(['sandbox', 'live']);
export type PaymentsMode = z.infer<typeof PaymentsMode>;

export const SiteInfo = z.object({ paymentsMode: PaymentsMode });
export type SiteInfo = z.infer<typeof SiteInfo>;

/** The banner every page shows while no real payment can be taken. */
export const TEST_MODE_BANNER = 'Test mode: no real payments';

/** What a ticket paid on the sandbox says on its PDF and in its e-mail. */
export const TEST_TICKET_NOTICE = 'TEST TICKET: no payment was taken. Not valid for entry.';
