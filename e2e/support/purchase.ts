import type { APIRequestContext } from '@playwright/test';
import { type Buyer, type OrderOptions, orderPayload } from './order-payload';
import { apiUrl } from './ports';

/**
 * Buys tickets the way a visitor's browser does, without the checkout screens: order create,
 * card payment start, then 'Complete test payment' on the sandbox page. For tests of what a
 * purchase changes elsewhere (ticket lists, payment tracking, dashboard, check-in).
 */
export async function buyThroughSandbox(
  request: APIRequestContext,
  event: { kind: 'experiences' | 'parties'; id: string },
  buyer: Buyer,
  options: OrderOptions = {},
): Promise<{ orderId: string; reference: string }> {
  const created = await request.post(`${apiUrl}/order/create`, { data: orderPayload(event, buyer, options) });
  if (!created.ok()) throw new Error(`POST /order/create answered ${created.status()}: ${await created.text()}`);
  const { id: orderId, reference } = (await created.json()) as { id: string; reference: string };
  const started = await request.post(`${apiUrl}/stripe/checkout/${orderId}`);
  if (!started.ok()) throw new Error(`POST /stripe/checkout answered ${started.status()}: ${await started.text()}`);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  // The sandbox answers a site-relative URL (/api/sandbox/{id}); the test talks to the API directly.
  const completed = await request.post(`${apiUrl}${redirectUrl.replace(/^\/api/, '')}/complete`, {
    form: {},
    maxRedirects: 0,
  });
  if (completed.status() !== 303)
    throw new Error(`Completing the sandbox payment answered ${completed.status()}: ${await completed.text()}`);
  return { orderId, reference };
}
