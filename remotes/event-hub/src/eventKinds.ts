// What the event hub's screens need to know about each kind of event, so every screen is written
// once for both.
import { experienceApi, partyApi } from '@shared/api';
import { paths, summarizeEvent, type EventKind, type EventStatus, type EventSummary, type TicketProductType } from '@shared/domain';

/** The fields the list, preview and ticket screens show, whichever kind the event is. */
export type AdminEvent = EventSummary;

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
    list: async (status) => (await experienceApi.list(status)).map((e) => summarizeEvent('experiences', e)),
  },
  parties: {
    plural: 'parties',
    tabLabel: 'Parties',
    productType: 'Party',
    createPath: paths.admin.createParty,
    list: async (status) => (await partyApi.list(status)).map((p) => summarizeEvent('parties', p)),
  },
};

/** The create page in edit mode (?mode=edit&id={id}). */
export function editPath(kind: EventKind, id: string): string {
  return `${kindInfo[kind].createPath}?mode=edit&id=${encodeURIComponent(id)}`;
}
