import type { AuditChanges, BuyerErased } from '@shared/domain';
import { type Actor, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { buyerReference } from './buyer-reference';

/** How many of each thing an export or an erasure covered. */
export type BuyerCounts = BuyerErased['data'];

/**
 * The trail's row of an export or an erasure, in the caller's transaction. The buyer is named by
 * their reference and the changes are counts: the append-only trail can never be erased, so it
 * must never hold the address or anything else of theirs.
 */
export async function recordBuyerAudit(tx: Db, actor: Actor, action: 'export' | 'erase', email: string, counts: BuyerCounts) {
  const changes: AuditChanges = Object.fromEntries(Object.entries(counts).map(([thing, count]) => [thing, { from: null, to: count }]));
  await recordAudit(tx, actor, { action, entity: 'buyer', entityId: buyerReference(email), changes });
}
