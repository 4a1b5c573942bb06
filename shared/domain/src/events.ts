import { z } from 'zod';
import { PenceSchema } from './money';

// Wire shapes of events, shared by the API (responses) and the browser apps (parsing, forms).
// Money is integer pence; dates travel as UTC-midnight ISO strings because that is what SPEC §7
// sends, while the instalment deadline is a plain calendar day.

export const EventStatus = z.enum(['OPEN', 'CLOSED']);
export type EventStatus = z.infer<typeof EventStatus>;

export const DiscountFor = z.enum(['MALE', 'FEMALE', 'BOTH', '']);
export type DiscountFor = z.infer<typeof DiscountFor>;

export const DEFAULT_EVENT_CAPACITY = 500;
export const INSTALMENT_DEADLINE_DAYS_BEFORE_EVENT = 14;

const utcMidnight = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/, 'Expected YYYY-MM-DDT00:00:00.000Z');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm');
const calendarDay = z.iso.date();

const eventFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  price: PenceSchema,
  status: EventStatus,
  accomodationPriceSingle: PenceSchema,
  accomodationPriceShared: PenceSchema,
  images: z.array(z.string()),
  posterImage: z.string(),
  capacity: z.number().int().nonnegative(),
  ticketsSold: z.number().int().nonnegative(),
  instalmentDeadline: calendarDay,
};

export const Experience = z.object({
  ...eventFields,
  arrivalDate: utcMidnight,
  arrivalTime: clockTime,
  eventPackage: z.array(z.string()),
});
export type Experience = z.infer<typeof Experience>;

export const Party = z.object({
  ...eventFields,
  date: utcMidnight,
  time: clockTime,
  discount: PenceSchema,
  discountFor: DiscountFor,
});
export type Party = z.infer<typeof Party>;

export const EventListQuery = z.object({ status: EventStatus.optional() });
export type EventListQuery = z.infer<typeof EventListQuery>;

export const ExperienceList = z.object({ data: z.array(Experience) });
export type ExperienceList = z.infer<typeof ExperienceList>;

export const PartyList = z.object({ data: z.array(Party) });
export type PartyList = z.infer<typeof PartyList>;

/** The instalment deadline an event gets unless an admin sets one: 'YYYY-MM-DD' in, same out. */
export function defaultInstalmentDeadline(eventDay: string): string {
  const day = new Date(`${eventDay}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - INSTALMENT_DEADLINE_DAYS_BEFORE_EVENT);
  return day.toISOString().slice(0, 10);
}
