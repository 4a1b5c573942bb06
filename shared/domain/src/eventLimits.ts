// An event's limits and defaults, without zod: the event page reads them before (or without) any
// form or schema (shared/domain/src/zodFree.test.ts); events.ts builds its schemas on them.

export const DEFAULT_EVENT_CAPACITY = 500;
export const INSTALMENT_DEADLINE_DAYS_BEFORE_EVENT = 14;
/** Buyers may cancel on their booking page until this many days before the event, unless the admin says otherwise. */
export const DEFAULT_CANCEL_UNTIL_DAYS = 14;
export const MAX_CANCEL_UNTIL_DAYS = 365;
/** Most tickets one order may buy whatever an event allows: keeps a typo from holding an event's whole capacity. */
export const MAX_QUANTITY = 100;
/** Tickets one order may buy unless the admin sets another limit (docs/product-rules.md#sale-rush). */
export const DEFAULT_MAX_PER_ORDER = 10;
/** Buyers a queued event lets through each minute unless the admin sets another rate. */
export const DEFAULT_ADMIT_PER_MINUTE = 60;
export const MAX_ADMIT_PER_MINUTE = 10_000;

/** The sale settings of an event whose admin set none: on sale now, no queue, the default limits. */
export const DEFAULT_SALE_SETTINGS = {
  onSaleAt: null,
  useQueue: false,
  admitPerMinute: DEFAULT_ADMIT_PER_MINUTE,
  maxPerOrder: DEFAULT_MAX_PER_ORDER,
  maxPerEmail: null,
} as const;
