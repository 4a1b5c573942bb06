// The back office's promo codes (docs/product-rules.md#promo-codes): the list with each code's
// uses, creating a code and switching it on or off. Every change is audited in its transaction.
import type { PromoCode, PromoCodeCreate } from '@shared/domain';
import { desc, eq } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { events, promoCodes } from '../db/events-schema';
import { HttpError, notFound } from '../http/errors';
import type { PromoCodeRow } from './lookup';
import { usesColumn } from './uses';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function toWire(row: PromoCodeRow, uses: number, eventTitle: string | null): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    eventId: row.eventId,
    eventTitle,
    eventKind: row.eventKind,
    maxUses: row.maxUses,
    uses,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Codes with their uses now and the title of their event. */
const codesWithUses = (db: Db) =>
  db
    .select({ code: promoCodes, uses: usesColumn, eventTitle: events.title })
    .from(promoCodes)
    .leftJoin(events, eq(events.id, promoCodes.eventId));

/** Every code, newest first. */
export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  const rows = await codesWithUses(db).orderBy(desc(promoCodes.createdAt), promoCodes.code);
  return rows.map((row) => toWire(row.code, row.uses, row.eventTitle));
}

/** What the trail keeps of a code. */
const audited = ({ createdAt: _, ...fields }: PromoCodeRow) => fields;

/** Creates a code: 409 when its text is taken (whatever the letter case), 400 for an unknown event. */
export async function createPromoCode(db: Db, actor: Actor, input: PromoCodeCreate): Promise<PromoCode> {
  return db.transaction(async (tx) => {
    let eventTitle: string | null = null;
    if (input.eventId) {
      const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, input.eventId));
      if (!event) throw new HttpError(400, 'That event does not exist.');
      eventTitle = event.title;
    }
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: input.code,
        kind: input.kind,
        value: input.value,
        eventId: input.eventId ?? null,
        // One event is narrower than its kind: a code for an event is for that event alone.
        eventKind: input.eventId ? null : (input.eventKind ?? null),
        maxUses: input.maxUses ?? null,
        validFrom: input.validFrom ? new Date(input.validFrom) : null,
        validUntil: input.validUntil ? new Date(input.validUntil) : null,
        active: input.active,
      })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    if (!row) throw new HttpError(409, `The promo code ${input.code} already exists.`);
    await recordAudit(tx, actor, { action: 'create', entity: 'promo-code', entityId: row.id, changes: changesBetween(null, audited(row)) });
    return toWire(row, 0, eventTitle);
  });
}

/** Switches a code on or off; switching it to what it already is changes (and records) nothing. */
export async function setPromoCodeActive(db: Db, actor: Actor, id: string, active: boolean): Promise<PromoCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound('Promo code not found');
    if (before.active !== active) {
      await tx.update(promoCodes).set({ active }).where(eq(promoCodes.id, id));
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'promo-code',
        entityId: id,
        changes: { active: { from: before.active, to: active } },
      });
    }
    const [after] = await codesWithUses(tx).where(eq(promoCodes.id, id));
    return toWire(after.code, after.uses, after.eventTitle);
  });
}
