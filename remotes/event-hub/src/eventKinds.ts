// What the event hub's screens need to know about each kind of event, so every screen is written
// once for both.
import { experienceApi, partyApi } from '@shared/api';
import { paths, type EventKind, type EventStatus, type Experience, type Party, type TicketProductType } from '@shared/domain';

/** The fields the list, preview and ticket screens show, whichever kind the event is. */
export interface AdminEvent {
  kind: EventKind;
  id: string;
  title: string;
  description: string;
  address: string;
  /** UTC midnight, as the API sends it. */
  date: string;
  time: string;
  price: number;
  status: EventStatus;
  ticketsSold: number;
  capacity: number;
  images: string[];
  posterImage: string;
}

export function fromExperience(e: Experience): AdminEvent {
  return { ...common(e), kind: 'experiences', date: e.arrivalDate, time: e.arrivalTime };
}

export function fromParty(p: Party): AdminEvent {
  return { ...common(p), kind: 'parties', date: p.date, time: p.time };
}

function common(e: Experience | Party) {
  const { id, title, description, address, price, status, ticketsSold, capacity, images, posterImage } = e;
  return { id, title, description, address, price, status, ticketsSold, capacity, images, posterImage };
}

export interface KindInfo {
  /** 'experiences' in 'No experiences found for this filter.' */
  plural: string;
  tabLabel: string;
  productType: TicketProductType;
  createPath: string;
  list(status: EventStatus): Promise<AdminEvent[]>;
}

export const kindInfo: Record<EventKind, KindInfo> = {
  experiences: {
    plural: 'experiences',
    tabLabel: 'Experiences',
    productType: 'Experience',
    createPath: paths.admin.createExperience,
    list: async (status) => (await experienceApi.list(status)).map(fromExperience),
  },
  parties: {
    plural: 'parties',
    tabLabel: 'Parties',
    productType: 'Party',
    createPath: paths.admin.createParty,
    list: async (status) => (await partyApi.list(status)).map(fromParty),
  },
};

/** The create page in edit mode (SPEC §2: ?mode=edit&id={id}). */
export function editPath(kind: EventKind, id: string): string {
  return `${kindInfo[kind].createPath}?mode=edit&id=${encodeURIComponent(id)}`;
}
