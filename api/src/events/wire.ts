import {
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_CANCEL_UNTIL_DAYS,
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_EVENT_CAPACITY,
  DEFAULT_TIME_ZONE,
  defaultInstalmentDeadline,
  type EventFields,
  type Experience,
  type ExperienceCreate,
  type ExperienceCreated,
  type ExperienceEdit,
  eventDayOf,
  type EventTimeZone,
  type Party,
  type PartyCreate,
  type PartyEdit,
} from '@shared/domain';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import type { AnyEvent, ExperienceEvent, PartyEvent, TicketCounts } from './model';

// The one place where events meet the wire: the spec's field names (accomodationPriceSingle,
// arrivalDate, experienceImages, partyImages...) on one side, the API's events on the other.

/** An edit body after parsing: the changed fields and the list changes. */
export type ExperienceEditBody = z.output<typeof ExperienceEdit>;
export type PartyEditBody = z.output<typeof PartyEdit>;

// The wire carries event days as UTC midnight; the database keeps a plain calendar date.
export const utcMidnight = (day: string) => `${day}T00:00:00.000Z`;

/** Adds new entries (once) and drops removed ones, keeping the admin's order. */
function editList(list: readonly string[], add: readonly string[] = [], remove: readonly string[] = []): string[] {
  const kept = list.filter((entry) => !remove.includes(entry));
  return [...kept, ...add.filter((entry, index) => !kept.includes(entry) && add.indexOf(entry) === index)];
}

export const IMAGE_ORDER_MESSAGE = "The new image order must list exactly the event's images";

/**
 * The images after an edit: the list edited, then, when the admin rearranged them, put in their
 * order, which must name the same images (a 400 otherwise, nothing written).
 */
function editImages(list: readonly string[], edit: { addImages?: string[]; removeImages?: string[]; imageOrder?: string[] }): string[] {
  const edited = editList(list, edit.addImages, edit.removeImages);
  if (!edit.imageOrder) return edited;
  const order = edit.imageOrder;
  const same = order.length === edited.length && new Set(order).size === order.length && order.every((image) => edited.includes(image));
  if (!same) throw new HttpError(400, IMAGE_ORDER_MESSAGE);
  return [...order];
}

function fieldsToWire(event: AnyEvent, { sold, held }: TicketCounts): EventFields {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    address: event.address,
    price: event.price,
    status: event.status,
    accomodationPriceSingle: event.accommodationPriceSingle,
    accomodationPriceShared: event.accommodationPriceShared,
    images: event.images,
    posterImage: event.posterImage,
    capacity: event.capacity,
    ticketsSold: sold,
    ticketsLeft: Math.max(0, event.capacity - sold - held),
    instalmentDeadline: event.instalmentDeadline,
    cancelUntilDays: event.cancelUntilDays,
    cancellationFeePercent: event.cancellationFeePercent,
    timeZone: event.timeZone,
    endDate: event.endDay === null ? null : utcMidnight(event.endDay),
    endTime: event.endTime,
    ...saleRushToWire(event),
  };
}

/** The sale rush settings as both the public shape and the create payload carry them. */
function saleRushToWire(event: AnyEvent) {
  return {
    onSaleAt: event.onSaleAt === null ? null : event.onSaleAt.toISOString(),
    useQueue: event.useQueue,
    admitPerMinute: event.admitPerMinute,
    maxPerOrder: event.maxPerOrder,
    maxPerEmail: event.maxPerEmail,
  };
}

/** The create payload fields both kinds have (the party form may leave out the room prices). */
type CreateFields = Omit<PartyCreate, 'date' | 'time' | 'discount' | 'discountFor' | 'partyImages'>;

function fieldsToCreate(event: AnyEvent) {
  return {
    title: event.title,
    price: event.price,
    description: event.description,
    address: event.address,
    accomodationPriceSingle: event.accommodationPriceSingle,
    accomodationPriceShared: event.accommodationPriceShared,
    posterImage: event.posterImage,
    capacity: event.capacity,
    instalmentDeadline: event.instalmentDeadline,
    status: event.status,
    cancelUntilDays: event.cancelUntilDays,
    cancellationFeePercent: event.cancellationFeePercent,
    timeZone: event.timeZone as EventTimeZone,
    endDate: event.endDay === null ? null : utcMidnight(event.endDay),
    endTime: event.endTime,
    ...saleRushToWire(event),
  } satisfies CreateFields;
}

/**
 * What both kinds take from a checked create payload. Left out, the capacity and status take
 * their defaults and the instalment deadline falls the default number of days before the event.
 */
function fieldsFromCreate(id: string, form: CreateFields, when: { day: string; time: string }, images: string[]) {
  const day = eventDayOf(when.day);
  return {
    id,
    title: form.title,
    description: form.description,
    address: form.address,
    price: form.price,
    status: form.status ?? 'OPEN',
    accommodationPriceSingle: form.accomodationPriceSingle ?? 0,
    accommodationPriceShared: form.accomodationPriceShared ?? 0,
    images,
    posterImage: form.posterImage,
    capacity: form.capacity ?? DEFAULT_EVENT_CAPACITY,
    instalmentDeadline: form.instalmentDeadline ?? defaultInstalmentDeadline(day),
    day,
    time: when.time,
    cancelUntilDays: form.cancelUntilDays ?? DEFAULT_CANCEL_UNTIL_DAYS,
    cancellationFeePercent: form.cancellationFeePercent ?? 0,
    timeZone: form.timeZone ?? DEFAULT_TIME_ZONE,
    endDay: form.endDate ? eventDayOf(form.endDate) : null,
    // An end time without an end day is refused by the payload's rules.
    endTime: form.endDate ? (form.endTime ?? null) : null,
    onSaleAt: form.onSaleAt ? new Date(form.onSaleAt) : null,
    useQueue: form.useQueue ?? false,
    admitPerMinute: form.admitPerMinute ?? DEFAULT_ADMIT_PER_MINUTE,
    maxPerOrder: form.maxPerOrder ?? DEFAULT_MAX_PER_ORDER,
    maxPerEmail: form.maxPerEmail ?? null,
  };
}

export const experienceWire = {
  toWire: (event: ExperienceEvent, tickets: TicketCounts): Experience => ({
    ...fieldsToWire(event, tickets),
    arrivalDate: utcMidnight(event.day),
    arrivalTime: event.time,
    eventPackage: event.eventPackage,
  }),
  /** The admin forms read the new experience's id from data.data.id. */
  createdBody: (event: Experience): ExperienceCreated => ({ data: event }),
  fromCreate: (id: string, form: ExperienceCreate): ExperienceEvent => ({
    ...fieldsFromCreate(id, form, { day: form.arrivalDate, time: form.arrivalTime }, form.experienceImages),
    kind: 'EXPERIENCE',
    eventPackage: form.eventPackage,
  }),
  toCreate: (event: ExperienceEvent): ExperienceCreate => ({
    ...fieldsToCreate(event),
    arrivalDate: utcMidnight(event.day),
    arrivalTime: event.time,
    eventPackage: event.eventPackage,
    experienceImages: event.images,
  }),
  applyEdit: (form: ExperienceCreate, edit: ExperienceEditBody): ExperienceCreate => ({
    ...form,
    ...edit.updateData,
    experienceImages: editImages(form.experienceImages, edit),
    eventPackage: editList(form.eventPackage, edit.addEventPackages, edit.removeEventPackages),
  }),
};

export const partyWire = {
  toWire: (event: PartyEvent, tickets: TicketCounts): Party => ({
    ...fieldsToWire(event, tickets),
    date: utcMidnight(event.day),
    time: event.time,
    discount: event.discount,
    discountFor: event.discountFor,
  }),
  /** The admin forms read the new party's id from data.id. */
  createdBody: (event: Party): Party => event,
  fromCreate: (id: string, form: PartyCreate): PartyEvent => ({
    ...fieldsFromCreate(id, form, { day: form.date, time: form.time }, form.partyImages),
    kind: 'PARTY',
    discount: form.discount,
    discountFor: form.discountFor,
  }),
  toCreate: (event: PartyEvent): PartyCreate => ({
    ...fieldsToCreate(event),
    date: utcMidnight(event.day),
    time: event.time,
    discount: event.discount,
    discountFor: event.discountFor,
    partyImages: event.images,
  }),
  applyEdit: (form: PartyCreate, edit: PartyEditBody): PartyCreate => ({
    ...form,
    ...edit.updateData,
    partyImages: editImages(form.partyImages, edit),
  }),
};
