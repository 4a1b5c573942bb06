import type { WaitingListEntry } from '@shared/domain';
import type { waitingList } from '../db/waiting-list-schema';

export const ENTRY_NOT_FOUND = 'Waiting-list entry not found';

/** A row as the back office's list shows it; `position` is its place among those still waiting. */
export function toEntry(row: typeof waitingList.$inferSelect, position: number | null): WaitingListEntry {
  return {
    id: row.id,
    position,
    email: row.email,
    quantity: row.quantity,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    offeredAt: row.offeredAt?.toISOString() ?? null,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
  };
}
