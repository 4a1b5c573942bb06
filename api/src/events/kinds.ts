import { type EventStatus, Experience, ExperienceList, Party, PartyList } from '@shared/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { experiences, parties } from '../db/schema';

export type EventTable = typeof experiences | typeof parties;

/** What differs between experiences and parties; everything else is shared code. */
export interface EventKind<Table extends EventTable, Wire> {
  /** URL segment of SPEC §7: /api/{path}/get. */
  path: string;
  noun: string;
  table: Table;
  day: PgColumn;
  time: PgColumn;
  item: z.ZodType<Wire>;
  list: z.ZodType<{ data: Wire[] }>;
  toWire(row: Table['$inferSelect']): Wire;
}

// SPEC §7 carries event days as UTC midnight; the database keeps a plain calendar date.
const utcMidnight = (day: string) => `${day}T00:00:00.000Z`;

function sharedFields(row: EventTable['$inferSelect']) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: row.address,
    price: row.price,
    // A CHECK constraint keeps the column to these values.
    status: row.status as EventStatus,
    accomodationPriceSingle: row.accomodationPriceSingle,
    accomodationPriceShared: row.accomodationPriceShared,
    images: row.images,
    posterImage: row.posterImage,
    capacity: row.capacity,
    // Nothing can be sold before orders exist; the orders work replaces this with a paid-ticket count.
    ticketsSold: 0,
    instalmentDeadline: row.instalmentDeadline,
  };
}

export const experienceKind: EventKind<typeof experiences, Experience> = {
  path: 'experience',
  noun: 'Experience',
  table: experiences,
  day: experiences.arrivalDate,
  time: experiences.arrivalTime,
  item: Experience,
  list: ExperienceList,
  toWire: (row) => ({
    ...sharedFields(row),
    arrivalDate: utcMidnight(row.arrivalDate),
    arrivalTime: row.arrivalTime,
    eventPackage: row.eventPackage,
  }),
};

export const partyKind: EventKind<typeof parties, Party> = {
  path: 'party',
  noun: 'Party',
  table: parties,
  day: parties.date,
  time: parties.time,
  item: Party,
  list: PartyList,
  toWire: (row) => ({
    ...sharedFields(row),
    date: utcMidnight(row.date),
    time: row.time,
    discount: row.discount,
    discountFor: row.discountFor as Party['discountFor'],
  }),
};
