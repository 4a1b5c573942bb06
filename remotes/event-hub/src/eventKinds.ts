// What the event hub's screens need to know about each kind of event, so every screen is written
// once for both.
import { paths, type EventKind, type EventSummary, type TicketProductType } from '@shared/domain';

/** The fields the list, preview and ticket screens show, whichever kind the event is. */
export type AdminEvent = EventSummary;

export interface KindInfo {
  /** 'experiences' in 'No experiences found for this filter.' */
  plural: string;
  tabLabel: string;
  productType: TicketProductType;
  createPath: string;
}

export const kindInfo: Record<EventKind, KindInfo> = {
  experiences: {
    plural: 'experiences',
    tabLabel: 'Experiences',
    productType: 'Experience',
    createPath: paths.admin.createExperience,
  },
  parties: {
    plural: 'parties',
    tabLabel: 'Parties',
    productType: 'Party',
    createPath: paths.admin.createParty,
  },
};

/** The create page in edit mode (?mode=edit&id={id}). */
export function editPath(kind: EventKind, id: string): string {
  return `${kindInfo[kind].createPath}?mode=edit&id=${encodeURIComponent(id)}`;
}
