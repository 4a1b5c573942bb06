import type { EventKind } from '@shared/domain';

/**
 * The party ticket list has a fixed title for one brunch party series. The series runs
 * as one party per edition whose titles all start with the series name ('Amala & Afrobeats
 * Brunch', 'Amala & Afrobeats Brunch: Summer Edition', ...), so the rule is that prefix, not an
 * id that changes with every edition. Every other list is titled after its event.
 */
export const BRUNCH_SERIES = 'Amala & Afrobeats Brunch';
export const BRUNCH_SERIES_TITLE = 'Amala & Afrobeats Brunch Series: Ticket List';

export function ticketListTitle(kind: EventKind, eventTitle: string | undefined): string {
  if (kind === 'parties' && eventTitle?.toLowerCase().startsWith(BRUNCH_SERIES.toLowerCase())) return BRUNCH_SERIES_TITLE;
  return eventTitle ? `Ticket List: ${eventTitle}` : 'Ticket List';
}
