import { z } from 'zod';
import { ADMIN_EVENTS_PAGE_SIZE } from './adminListParams';
import { EventStatus } from './events';
import { PenceSchema } from './pence';

/** The table's filters: upcoming is the OPEN events, past the CLOSED ones, all both. */
export const AdminEventFilter = z.enum(['all', 'upcoming', 'past']);
export type AdminEventFilter = z.infer<typeof AdminEventFilter>;

/** The kind's path segment, as the Event Hub's tabs and pages name it. */
const EventKindSegment = z.enum(['experiences', 'parties']);

/**
 * GET /admin/events: one page of one kind's events as the Event Hub table lists them, upcoming
 * soonest first, then past most recent first.
 */
export const AdminEventPageQuery = z.object({
  kind: EventKindSegment,
  filter: AdminEventFilter.default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_EVENTS_PAGE_SIZE),
});
export type AdminEventPageQuery = z.input<typeof AdminEventPageQuery>;

/** A row of the table: what it shows of an event, and its kind and id for the preview and edit links. */
export const AdminEventRow = z.object({
  kind: EventKindSegment,
  id: z.string(),
  title: z.string(),
  status: EventStatus,
  /** The day it takes place (an experience's arrival), UTC midnight as the event reads answer it. */
  date: z.string(),
  /** Its start, HH:mm, in `timeZone`. */
  time: z.string(),
  timeZone: z.string(),
  price: PenceSchema,
  capacity: z.int().nonnegative(),
  ticketsSold: z.int().nonnegative(),
});
export type AdminEventRow = z.infer<typeof AdminEventRow>;

/** How many events each filter of a kind keeps. */
const FilterCounts = z.object({ all: z.int().min(0), upcoming: z.int().min(0), past: z.int().min(0) });
export type AdminEventCounts = z.infer<typeof AdminEventCounts>;
export const AdminEventCounts = z.object({ experiences: FilterCounts, parties: FilterCounts });

export const AdminEventPage = z.object({
  data: z.array(AdminEventRow),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Events of the kind the filter keeps, over all pages. */
  total: z.int().min(0),
  /** Every tab's and filter's count, both kinds, for the tabs and filter buttons. */
  counts: AdminEventCounts,
});
export type AdminEventPage = z.infer<typeof AdminEventPage>;
