// Page and API helpers of the checkout end-to-end tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { type Kind } from './events';

import { apiUrl } from './ports';
import { adminToken } from './admin';

const seedImages = ['1', '2', '3'].map((n) => `/uploads/seed/accra-independence-heritage-trip-${n}.svg`);

/** Creates an open party through the admin API (the admin form's payload) and answers its id. */
export async function createParty(
  request: APIRequestContext,
  fields: {
    title: string;
    date: string;
    discount?: number;
    discountFor?: 'MALE' | 'FEMALE' | 'BOTH' | '';
    capacity?: number;
    /** Room prices in pence; a party without them asks for no room (docs/product-rules.md#rooms). */
    rooms?: { single: number; shared: number };
  },
): Promise<string> {
  const response = await request.post(`${apiUrl}/party/create`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title: fields.title,
      price: 4000,
      discount: fields.discount ?? 500,
      discountFor: fields.discountFor ?? 'FEMALE',
      date: fields.date,
      time: '21:00',
      description:
        'A rooftop night with two DJs, a live saxophonist and a view over the river, from sunset until the early hours, with street food stalls and a late bar all night long.',
      address: '1 Skyline Terrace, London',
      partyImages: seedImages,
      posterImage: '/uploads/seed/accra-independence-heritage-trip-poster.svg',
      ...(fields.capacity === undefined ? {} : { capacity: fields.capacity }),
      ...(fields.rooms ? { accomodationPriceSingle: fields.rooms.single, accomodationPriceShared: fields.rooms.shared } : {}),
    },
  });
  if (!response.ok()) throw new Error(`POST /party/create answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export const contactOf = (email: string): Contact => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  phone: '07400 123456',
  address: '2 Compiler Lane, London',
});

/** A field of the confirmation form by its label (MUI adds a thin space and '*' to required ones). */
export const formField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

export async function fillContact(page: Page, contact: Partial<Contact>): Promise<void> {
  const labels: Record<keyof Contact, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    address: 'Address',
  };
  for (const [key, value] of Object.entries(contact) as [keyof Contact, string][]) await formField(page, labels[key]).fill(value);
}

/**
 * Names the attendees of the second ticket on (docs/product-rules.md#named-attendees): the first is
 * the buyer's while 'Same as buyer' stays ticked.
 */
export async function nameAttendees(page: Page, names: string[]): Promise<void> {
  for (const [index, name] of names.entries()) await formField(page, `Attendee ${index + 2} name`).fill(name);
}

/** Picks one option of a radio group of the confirmation form ('Gender', 'Female'). */
export async function choose(page: Page, group: string, option: string | RegExp): Promise<void> {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
}

/** The toast with this text (top right). */
export const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** The bought count the check-out page shows, as a number. */
export async function boughtCount(page: Page, kind: Kind, id: string): Promise<number> {
  await page.goto(`/${kind}/check-out?event=${id}`);
  const text = (await page.getByTestId('bought-count').textContent()) ?? '';
  const match = /^(\d+) (person has|people have) bought this ticket$/.exec(text);
  if (!match) throw new Error(`Unexpected bought count: ${text}`);
  return Number(match[1]);
}

export interface OutboxMessage {
  file: string;
  source: string;
  /** File names of the PDF attachments. */
  pdfs: string[];
}

/** The .eml files written to DATA_DIR/outbox for this recipient (SMTP_URL unset). */
export function outboxFor(email: string): OutboxMessage[] {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') }))
    .filter(({ source }) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(source))
    .map(({ file, source }) => ({
      file,
      source,
      pdfs: [...source.matchAll(/Content-Type: application\/pdf;\s*name=(?:"([^"]+)"|(\S+))/gi)].map((m) => m[1] ?? m[2]),
    }));
}

/** Waits for the ticket e-mail (the outbox worker sends within seconds) and answers it. */
export async function ticketEmail(email: string, tickets: number): Promise<OutboxMessage> {
  await expect
    .poll(() => outboxFor(email).find((message) => message.pdfs.length === tickets)?.pdfs.length ?? 0, { timeout: 30_000 })
    .toBe(tickets);
  return outboxFor(email).find((message) => message.pdfs.length === tickets)!;
}

/** The payers of an event's transactions, from the admin API. */
export async function payersOf(request: APIRequestContext, kind: Kind, id: string): Promise<{ payerEmail: string; quantity: number }[]> {
  const productType = kind === 'parties' ? 'Party' : 'Experience';
  const response = await request.get(`${apiUrl}/transaction/get?productType=${productType}&productId=${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { payerEmail: string; quantity: number }[] }).data;
}
