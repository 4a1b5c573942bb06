import type { DiscountFor } from '@shared/domain';
import type { events } from '../db/schema';

// An event as the API works with it: one type per kind, told apart by `kind`, with the database's
// names (accommodation, instalment). The wire names of the spec are met only in wire.ts.

type EventRow = typeof events.$inferSelect;

/** What both kinds have: every column that is not one kind's own or bookkeeping. */
export type EventCommon = Omit<EventRow, 'kind' | 'eventPackage' | 'discount' | 'discountFor' | 'createdAt' | 'updatedAt'>;

export type ExperienceEvent = EventCommon & {
  kind: 'EXPERIENCE';
  eventPackage: string[];
};

export type PartyEvent = EventCommon & {
  kind: 'PARTY';
  /** Pence off each ticket for the buyers `discountFor` names. */
  discount: number;
  discountFor: DiscountFor;
};

export type AnyEvent = ExperienceEvent | PartyEvent;

/** Tickets bought and tickets held by unpaid orders whose hold is still running. */
export interface TicketCounts {
  sold: number;
  held: number;
}

/** The columns of one kind only are null for the other kind: the events CHECK constraints say so. */
function present<Value>(value: Value | null, column: string, id: string): Value {
  if (value === null) throw new Error(`Event ${id} has no ${column}, which its kind requires`);
  return value;
}

/** A row of the events table as the event of its kind. */
export function fromRow(row: EventRow): AnyEvent {
  const { kind, eventPackage, discount, discountFor, createdAt: _created, updatedAt: _updated, ...common } = row;
  if (kind === 'EXPERIENCE') return { ...common, kind, eventPackage: present(eventPackage, 'event_package', row.id) };
  return { ...common, kind, discount: present(discount, 'discount', row.id), discountFor: present(discountFor, 'discount_for', row.id) };
}

/** The columns that store an event: the other kind's own columns null. */
export function toRow(event: AnyEvent): typeof events.$inferInsert {
  if (event.kind === 'EXPERIENCE') return { ...event, discount: null, discountFor: null };
  return { ...event, eventPackage: null };
}
