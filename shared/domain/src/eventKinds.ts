// The two kinds of event and every name each one goes by, in one table. Kept free of zod (type
// imports only) so a public page can use it without downloading the schemas.
import type { OrderType } from './orders';
import type { EventKind } from './routes';
import type { TicketProductType } from './transactions';

/** What an event's kind is called where: one row of EVENT_KINDS. */
export interface EventKindNames {
  /** Stored in events.kind and orders.kind; also the order payload's `type`. */
  kind: OrderType;
  /** The path segment of the site's pages: /experiences, /parties/check-out, /admin/events/parties/... */
  segment: EventKind;
  /** The singular word of the API routes (/api/experience/get, /api/party/create) and of priceOrder's kind. */
  word: 'experience' | 'party';
  /** A payment's productType for the kind's tickets. */
  productType: TicketProductType;
  /** As people read it, in messages and page texts. */
  label: 'Experience' | 'Party';
}

export const EVENT_KINDS = {
  EXPERIENCE: { kind: 'EXPERIENCE', segment: 'experiences', word: 'experience', productType: 'Experience', label: 'Experience' },
  PARTY: { kind: 'PARTY', segment: 'parties', word: 'party', productType: 'Party', label: 'Party' },
} as const satisfies { [Kind in OrderType]: EventKindNames & { kind: Kind } };

/** The kind of an event: 'EXPERIENCE' or 'PARTY'. */
export type EventKindName = keyof typeof EVENT_KINDS;

// Keyed by the rows' own segments, so no kind is spelled twice; `satisfies` checks that each
// segment has its row.
const BY_SEGMENT = {
  [EVENT_KINDS.EXPERIENCE.segment]: EVENT_KINDS.EXPERIENCE,
  [EVENT_KINDS.PARTY.segment]: EVENT_KINDS.PARTY,
} as const satisfies { [Segment in EventKind]: EventKindNames & { segment: Segment } };

/** Every name of the kind whose pages live under `segment`: kindOfSegment('parties').word is 'party'. */
export const kindOfSegment = <Segment extends EventKind>(segment: Segment): (typeof BY_SEGMENT)[Segment] => BY_SEGMENT[segment];

/**
 * The kind one of whose names is `value`: findEventKind('word', 'party') is EVENT_KINDS.PARTY;
 * undefined when no kind is called that (a stale stored value, merchandise's product type).
 */
export const findEventKind = (name: keyof EventKindNames, value: string): EventKindNames | undefined =>
  Object.values(EVENT_KINDS).find((names) => names[name] === value);
