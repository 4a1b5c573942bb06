import { seedExperiences, seedParties } from '../src/seed/events';
import { SEED_ORDER_COUNT, seedItems } from '../src/seed/merchandise';
import { SEED_TRANSACTION_COUNT } from '../src/seed/transactions';

/** The rows of each kind the demo seed writes, as `findDemoData` counts them. */
export const demoCounts = {
  experiences: seedExperiences.length,
  parties: seedParties.length,
  transactions: SEED_TRANSACTION_COUNT,
  merchandiseItems: seedItems.length,
  merchandiseOrders: SEED_ORDER_COUNT,
};

/** What `seed` reports when it finds everything already there: nothing written. */
export const nothingSeeded = { admins: 0, experiences: 0, parties: 0, merchandise: 0, merchandiseOrders: 0, transactions: 0 };
