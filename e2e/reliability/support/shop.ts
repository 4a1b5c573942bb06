// Plain-fetch clients of the API for the reliability tests: many concurrent requests, no browser,
// against any API process (the suite's system or one a test started itself).
import { type Buyer, type OrderOptions, orderPayload } from '../../support/order-payload';

export const adminCredentials = { email: 'admin@example.com', password: 'Admin123!' } as const;

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A request that never throws for an HTTP status; network errors (a killed API) reject. */
export async function call<T = unknown>(
  url: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export async function adminLogin(api: string): Promise<string> {
  const answer = await call<{ token: string }>(`${api}/admin/login`, { json: adminCredentials });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

const seedImages = ['1', '2', '3'].map((n) => `/uploads/seed/accra-independence-heritage-trip-${n}.svg`);
const seedPoster = '/uploads/seed/accra-independence-heritage-trip-poster.svg';

/** A date `days` from today, as the API takes it. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface ExperienceText {
  title: string;
  description: string;
  address: string;
  eventPackage: string[];
}

/** Creates an open experience through the admin API and answers its id. */
export async function createExperience(
  api: string,
  token: string,
  fields: Partial<ExperienceText> & {
    title: string;
    capacity?: number;
    maxPerOrder?: number;
    arrivalDate?: string;
    instalmentDeadline?: string;
  },
): Promise<string> {
  const answer = await call<{ data: { id: string } }>(`${api}/experience/create`, {
    token,
    json: {
      price: 10000,
      arrivalDate: fields.arrivalDate ?? daysAhead(60),
      arrivalTime: '18:30',
      address: '12 Harbour Road, Brighton',
      description: 'A weekend by the sea with guided walks, a seafood supper and live music on the pier.',
      eventPackage: ['Two nights in a sea-view hotel'],
      accomodationPriceSingle: 8000,
      accomodationPriceShared: 5000,
      experienceImages: seedImages,
      posterImage: seedPoster,
      ...fields,
    },
  });
  if (answer.status !== 201) throw new Error(`experience create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

/** Creates an open party through the admin API and answers its id. */
export async function createParty(
  api: string,
  token: string,
  fields: { title: string; description: string; address: string; date?: string },
) {
  // A created party is answered bare, not under data (docs/product-rules.md#api-contract).
  const answer = await call<{ id: string }>(`${api}/party/create`, {
    token,
    json: {
      price: 2500,
      discount: 0,
      date: fields.date ?? daysAhead(45),
      time: '21:00',
      discountFor: '',
      partyImages: seedImages,
      posterImage: seedPoster,
      ...fields,
    },
  });
  if (answer.status !== 201) throw new Error(`party create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

export type { Buyer };

/** The checkout's order payload for one experience. */
export const experienceOrder = (eventId: string, buyer: Buyer, options?: OrderOptions) =>
  orderPayload({ kind: 'experiences', id: eventId }, buyer, options);

export async function createOrder(api: string, payload: unknown): Promise<Answer<{ id: string; reference: string; message?: string }>> {
  return call(`${api}/order/create`, { json: payload });
}

/** Starts a card payment; in sandbox mode the answer's redirectUrl is /api/sandbox/{paymentId}. */
export async function startCardPayment(api: string, orderId: string): Promise<Answer<{ redirectUrl: string; message?: string }>> {
  return call(`${api}/stripe/checkout/${orderId}`, { method: 'POST' });
}

/** Presses 'Complete test payment' on the sandbox page of a payment attempt. */
export async function completeSandbox(api: string, redirectUrl: string): Promise<Answer> {
  return call(`${api}${redirectUrl.replace(/^\/api/, '')}/complete`, {
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
