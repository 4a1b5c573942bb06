import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { payments } from '../db/orders-schema';
import type { Provider } from './payment-decision';

/**
 * How the buyer pays this order: the provider of its latest payment taken, so the link to pay the
 * next instalment pays the same way (a PayPal buyer is not sent to a card page). Stripe for an
 * order nothing was taken for yet, as the check-out's first choice.
 */
export async function chosenProvider(db: Db, orderId: string): Promise<Provider> {
  const [latest] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return (latest?.provider as Provider | undefined) ?? 'stripe';
}

/** How a pay button says it pays, by provider: 'Pay £48.75 by card'. */
export const payWith: Readonly<Record<Provider, string>> = { stripe: 'by card', paypal: 'with PayPal' };
