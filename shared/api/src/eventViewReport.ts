// The storefront's half of the EVENT VIEW figure: an event page tells the API it was seen, at most
// once per visitor, event and day. Nothing about the visitor is sent: the browser only remembers,
// under one key per event, the last day it reported (docs/product-rules.md#event-views). Plain
// fetch, no API client: the event page is a public page and stays light.
import { useEffect } from 'react';
import { apiBase } from './eventLists';

/** Where this browser keeps the last (UTC) day it reported a view of the event. */
export const viewedKey = (eventId: string) => `evently:event-viewed:${eventId}`;

// Views reported by this page already: a second mount (React's strict mode, Back then Forward)
// or a browser that keeps no storage does not count again.
const reportedThisPage = new Set<string>();

function readDay(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function rememberDay(key: string, day: string): void {
  try {
    window.localStorage.setItem(key, day);
  } catch {
    // No storage (a private window, full or blocked): this page's memory above still holds it.
  }
}

/** Reports one view of the event unless this browser already did today; a failed report is only lost. */
export async function reportEventView(eventId: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const key = viewedKey(eventId);
  if (reportedThisPage.has(`${key}:${day}`) || readDay(key) === day) return;
  reportedThisPage.add(`${key}:${day}`);
  try {
    const response = await fetch(`${apiBase}/events/${encodeURIComponent(eventId)}/views`, { method: 'POST', keepalive: true });
    if (response.ok) rememberDay(key, day);
  } catch {
    // A view not counted is no reason to trouble the visitor.
  }
}

/** On an event page: reports the view once the event's id is known (undefined: not yet). */
export function useReportEventView(eventId: string | undefined): void {
  useEffect(() => {
    if (eventId) void reportEventView(eventId);
  }, [eventId]);
}
