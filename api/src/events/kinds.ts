import {
  defaultInstalmentDeadline,
  type EventStatus,
  Experience,
  ExperienceCreate,
  ExperienceCreated,
  ExperienceEdit,
  ExperienceList,
  eventDayOf,
  Party,
  PartyCreate,
  PartyEdit,
  PartyList,
  type OrderType,
  type TicketProductType,
} from '@shared/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { experiences, parties } from '../db/schema';

export type EventTable = typeof experiences | typeof parties;
type Row<Table extends EventTable> = Table['$inferSelect'];

/** Tickets bought and tickets held by unpaid orders whose hold is still running. */
export interface TicketCounts {
  sold: number;
  held: number;
}

/** A create payload after parsing, or an edited event laid out the same way. */
export type EventForm = Record<string, unknown>;

/** What differs between experiences and parties; everything else is shared code. */
export interface EventKind<Table extends EventTable, Wire> {
  /** URL segment of the event routes: /api/{path}/get (docs/product-rules.md#api-contract). */
  path: string;
  noun: string;
  productType: TicketProductType;
  /** The order payload's `type` that buys this kind. */
  orderType: OrderType;
  table: Table;
  day: PgColumn;
  time: PgColumn;
  item: z.ZodType<Wire>;
  list: z.ZodType<{ data: Wire[] }>;
  toWire(row: Row<Table>, tickets: TicketCounts): Wire;

  /** The create payload; its parse also applies the form rules (docs/product-rules.md#event-forms). */
  create: z.ZodType;
  edit: z.ZodType;
  /** The create answer: the admin forms read data.data.id for experiences and data.id for parties. */
  created: z.ZodType;
  createdBody(event: Wire): unknown;
  /** Payload keys of the event day and of the gallery images. */
  dayKey: string;
  imagesKey: string;
  /** The create payload that describes a stored event, so an edit is re-checked by the create rules. */
  toForm(row: Row<Table>): EventForm;
  /** Columns for a parsed create payload. */
  toColumns(form: EventForm): Partial<Table['$inferInsert']>;
  /** List edits beyond images (experience packages); the form is changed in place. */
  applyListEdits(form: EventForm, edit: Record<string, unknown>): void;
}

// The wire carries event days as UTC midnight; the database keeps a plain calendar date.
const utcMidnight = (day: string) => `${day}T00:00:00.000Z`;

function sharedFields(row: EventTable['$inferSelect'], tickets: TicketCounts) {
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
    ticketsSold: tickets.sold,
    ticketsLeft: Math.max(0, row.capacity - tickets.sold - tickets.held),
    instalmentDeadline: row.instalmentDeadline,
  };
}

function sharedForm(row: EventTable['$inferSelect']): EventForm {
  return {
    title: row.title,
    price: row.price,
    description: row.description,
    address: row.address,
    accomodationPriceSingle: row.accomodationPriceSingle,
    accomodationPriceShared: row.accomodationPriceShared,
    posterImage: row.posterImage,
    capacity: row.capacity,
    instalmentDeadline: row.instalmentDeadline,
    status: row.status,
  };
}

function sharedColumns(form: EventForm, day: string, images: unknown) {
  const columns = {
    title: form.title as string,
    price: form.price as number,
    description: form.description as string,
    address: form.address as string,
    accomodationPriceSingle: (form.accomodationPriceSingle as number | undefined) ?? 0,
    accomodationPriceShared: (form.accomodationPriceShared as number | undefined) ?? 0,
    posterImage: form.posterImage as string,
    images: images as string[],
    instalmentDeadline: (form.instalmentDeadline as string | undefined) ?? defaultInstalmentDeadline(day),
  };
  // Left out when not given, so the column defaults (capacity 500, OPEN) apply on create.
  return {
    ...columns,
    ...(form.capacity === undefined ? {} : { capacity: form.capacity as number }),
    ...(form.status === undefined ? {} : { status: form.status as EventStatus }),
  };
}

/** Adds new entries (once) and drops removed ones, keeping the admin's order. */
export function editList(list: readonly string[], add: readonly string[] = [], remove: readonly string[] = []): string[] {
  const kept = list.filter((entry) => !remove.includes(entry));
  return [...kept, ...add.filter((entry, index) => !kept.includes(entry) && add.indexOf(entry) === index)];
}

export const experienceKind: EventKind<typeof experiences, Experience> = {
  path: 'experience',
  noun: 'Experience',
  productType: 'Experience',
  orderType: 'EXPERIENCE',
  table: experiences,
  day: experiences.arrivalDate,
  time: experiences.arrivalTime,
  item: Experience,
  list: ExperienceList,
  toWire: (row, tickets) => ({
    ...sharedFields(row, tickets),
    arrivalDate: utcMidnight(row.arrivalDate),
    arrivalTime: row.arrivalTime,
    eventPackage: row.eventPackage,
  }),
  create: ExperienceCreate,
  edit: ExperienceEdit,
  created: ExperienceCreated,
  createdBody: (event) => ({ data: event }),
  dayKey: 'arrivalDate',
  imagesKey: 'experienceImages',
  toForm: (row) => ({
    ...sharedForm(row),
    arrivalDate: utcMidnight(row.arrivalDate),
    arrivalTime: row.arrivalTime,
    eventPackage: row.eventPackage,
    experienceImages: row.images,
  }),
  toColumns: (form) => {
    const day = eventDayOf(form.arrivalDate as string);
    return {
      ...sharedColumns(form, day, form.experienceImages),
      arrivalDate: day,
      arrivalTime: form.arrivalTime as string,
      eventPackage: form.eventPackage as string[],
    };
  },
  applyListEdits: (form, edit) => {
    const trimmed = (list: unknown) => (list as string[] | undefined)?.map((item) => item.trim());
    form.eventPackage = editList(form.eventPackage as string[], trimmed(edit.addEventPackages), trimmed(edit.removeEventPackages));
  },
};

export const partyKind: EventKind<typeof parties, Party> = {
  path: 'party',
  noun: 'Party',
  productType: 'Party',
  orderType: 'PARTY',
  table: parties,
  day: parties.date,
  time: parties.time,
  item: Party,
  list: PartyList,
  toWire: (row, tickets) => ({
    ...sharedFields(row, tickets),
    date: utcMidnight(row.date),
    time: row.time,
    discount: row.discount,
    discountFor: row.discountFor as Party['discountFor'],
  }),
  create: PartyCreate,
  edit: PartyEdit,
  created: Party,
  createdBody: (event) => event,
  dayKey: 'date',
  imagesKey: 'partyImages',
  toForm: (row) => ({
    ...sharedForm(row),
    date: utcMidnight(row.date),
    time: row.time,
    discount: row.discount,
    discountFor: row.discountFor,
    partyImages: row.images,
  }),
  toColumns: (form) => {
    const day = eventDayOf(form.date as string);
    return {
      ...sharedColumns(form, day, form.partyImages),
      date: day,
      time: form.time as string,
      discount: form.discount as number,
      discountFor: form.discountFor as string,
    };
  },
  applyListEdits: () => {},
};
