import { createHash } from 'node:crypto';
import { seedExperiences, seedParties } from './events';
import { SEED_ORDER_COUNT, seedItems } from './merchandise';
import { SEED_TRANSACTION_COUNT } from './transactions';

// Every demo row has a fixed id, so the seed can run on every start without duplicating anything,
// and the demo rows can be told apart from real ones (and removed) at any time later.

/** A stable, name-based (version 5 style) uuid, so the same seed event always has the same id. */
export function seedId(slug: string): string {
  const bytes = createHash('sha1').update(`events-site seed:${slug}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const seedTransactionId = (index: number) => seedId(`transaction-${index}`);

/** The ids the seed gives its rows, by table. */
export const demoIds = {
  experiences: seedExperiences.map((event) => seedId(event.slug)),
  parties: seedParties.map((event) => seedId(event.slug)),
  transactions: Array.from({ length: SEED_TRANSACTION_COUNT }, (_, index) => seedTransactionId(index)),
  merchandiseItems: seedItems.map((item) => item.id),
  merchandiseOrders: Array.from({ length: SEED_ORDER_COUNT }, (_, index) => index + 1),
};
