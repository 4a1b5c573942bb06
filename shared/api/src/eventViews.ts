// The admin's EVENT VIEW figure (GET /api/admin/events/:id/views): real page views of the event, the
// last 30 days against the 30 before (docs/product-rules.md#event-views).
import { skipToken, useQuery } from '@tanstack/react-query';
import { http } from './client';

/** Views of an event's page in the last 30 days (today included) and in the 30 days before. */
export interface EventViews {
  last30: number;
  previous30: number;
}

export const eventViewsApi = {
  get: async (eventId: string) => (await http.get<{ data: EventViews }>(`/admin/events/${encodeURIComponent(eventId)}/views`)).data.data,
};

/** Its own key rather than under queryKeys.events: an event's edit does not change its views. */
export const eventViewsKey = (eventId: string) => ['event-views', eventId] as const;

/** An event's view counts; nothing is asked while `eventId` is null. */
export function useEventViews(eventId: string | null) {
  return useQuery({
    queryKey: eventViewsKey(eventId ?? ''),
    queryFn: eventId === null ? skipToken : () => eventViewsApi.get(eventId),
    meta: { failure: `Could not load the views of event ${eventId}` },
  });
}
