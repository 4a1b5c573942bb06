// What the event hub's screens need to know about each kind of event, so every screen is written
// once for both: the kind's names (EVENT_KINDS) and the event hub's own texts and pages for it.
import { EVENT_KINDS, paths, type EventKind, type EventKindNames } from '@shared/domain';

export interface KindInfo extends EventKindNames {
  /** 'experiences' in 'No experiences found for this filter.' */
  plural: string;
  tabLabel: string;
  createPath: string;
}

export const kindInfo = {
  [EVENT_KINDS.EXPERIENCE.segment]: {
    ...EVENT_KINDS.EXPERIENCE,
    plural: 'experiences',
    tabLabel: 'Experiences',
    createPath: paths.admin.createExperience,
  },
  [EVENT_KINDS.PARTY.segment]: {
    ...EVENT_KINDS.PARTY,
    plural: 'parties',
    tabLabel: 'Parties',
    createPath: paths.admin.createParty,
  },
} satisfies Record<EventKind, KindInfo>;

/** The create page in edit mode (?mode=edit&id={id}). */
export function editPath(kind: EventKind, id: string): string {
  return `${kindInfo[kind].createPath}?mode=edit&id=${encodeURIComponent(id)}`;
}
