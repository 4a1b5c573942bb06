import { randomUUID } from 'node:crypto';
import { defaultInstalmentDeadline, type EventKindName } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { events } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { validationMessage } from '../http/validation';
import type { ImageStore } from '../uploads/store';
import type { z } from 'zod';
import type { EventKindSpec, WireOf } from './kinds';
import { type AnyEvent, type TicketCounts, toRow } from './model';
import { selectEvents } from './queries';

/** The 400 message when an edit would set capacity below what is already sold and held. */
export function capacityTooLowMessage({ sold, held }: TicketCounts): string {
  const count = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;
  return `Capacity cannot be lower than ${sold + held}: ${count(sold)} sold and ${held} held.`;
}

/** The value as `schema` reads it, or a 400 with the first message. */
function parse<Value>(schema: z.ZodType<Value>, value: unknown): Value {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, validationMessage(parsed.error.issues));
  return parsed.data;
}

/** An event's columns as the audit trail tells them: what an admin set, not the row's bookkeeping. */
const auditedEvent = (event: AnyEvent) => changesBetween(null, toRow(event), { ignored: ['id', 'createdAt', 'updatedAt'] });

export async function createEvent<Kind extends EventKindName>(
  db: Db,
  actor: Actor,
  spec: EventKindSpec<Kind>,
  images: ImageStore,
  payload: unknown,
): Promise<WireOf<Kind>> {
  // The create rules run here whoever calls (docs/product-rules.md#event-forms), and the payload
  // comes out typed for its kind.
  const event = spec.fromCreate(randomUUID(), parse(spec.create, payload));
  images.assertOwn([...event.images, event.posterImage]);
  await db.transaction(async (tx) => {
    await tx.insert(events).values(toRow(event));
    await recordAudit(tx, actor, { action: 'create', entity: 'event', entityId: event.id, changes: auditedEvent(event) });
  });
  return spec.toWire(event, { sold: 0, held: 0 });
}

/**
 * Applies only what the edit sends (`body`, read here by the kind's edit schema so it is typed),
 * then checks the whole result by the create rules: an edit that would leave the event invalid
 * (say, two images) writes nothing. One transaction, with the row locked, so two admins' edits
 * cannot interleave.
 */
export async function editEvent<Kind extends EventKindName>(
  db: Db,
  actor: Actor,
  spec: EventKindSpec<Kind>,
  images: ImageStore,
  id: string,
  body: unknown,
): Promise<WireOf<Kind>> {
  const edit = parse(spec.edit, body);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, id), eq(events.kind, spec.kind)))
      .for('update');
    if (locked.length === 0) throw notFound(`${spec.label} not found`);
    const [{ event, tickets }] = await selectEvents(tx, spec, eq(events.id, id));

    const edited = spec.applyEdit(spec.toCreate(event), edit);
    // A deadline still at its default follows the event when the date moves: left out, it is
    // worked out again from the new day.
    const follows = edit.updateData?.instalmentDeadline === undefined && event.instalmentDeadline === defaultInstalmentDeadline(event.day);
    const updated = spec.fromCreate(event.id, parse(spec.create, follows ? { ...edited, instalmentDeadline: undefined } : edited));
    images.assertOwn([...updated.images, updated.posterImage]);
    // Counted after the row lock, which order create and confirmation also take (LOCKING.md): no
    // hold can be given between this count and the new capacity, and none held can be oversold.
    if (updated.capacity < tickets.sold + tickets.held) throw new HttpError(400, capacityTooLowMessage(tickets));
    const { id: _id, ...columns } = toRow(updated);
    await tx.update(events).set(columns).where(eq(events.id, id));
    const changes = changesBetween(toRow(event), toRow(updated), { ignored: ['createdAt', 'updatedAt'] });
    if (Object.keys(changes).length > 0) await recordAudit(tx, actor, { action: 'update', entity: 'event', entityId: id, changes });
    return spec.toWire(updated, tickets);
  });
}
