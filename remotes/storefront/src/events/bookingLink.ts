import { paths } from '@shared/domain';
import type { Listing } from '../lists/listing';

/**
 * Where a card or an upcoming event leads, and the navigation state the check-out page reads
 * (docs/product-rules.md#check-out): the event itself, so the page renders at once, and its
 * header. The `event` query keeps the link working on a reload or when shared.
 */
export function bookingLink(listing: Listing) {
  return {
    to: `${paths.checkOut(listing.kind)}?event=${encodeURIComponent(listing.id)}`,
    state: { event: listing.event, header: { title: listing.title } },
  };
}
