import { defaultInstalmentDeadline, eventDayOf } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { HttpError, notFound } from '../http/errors';
import { validationMessage } from '../http/validation';
import type { ImageStore } from '../uploads/store';
import { editList, type EventForm, type EventKind, type EventTable, type TicketCounts } from './kinds';
import { selectEvents } from './queries';

/** The 400 message when an edit would set capacity below what is already sold and held. */
export function capacityTooLowMessage({ sold, held }: TicketCounts): string {
  const count = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;
  return `Capacity cannot be lower than ${sold + held}: ${count(sold)} sold and ${held} held.`;
}

/** The edit body (changed fields, images and packages added or removed) after parsing. */
export interface EventEdit {
  updateData?: EventForm;
  addImages?: string[];
  removeImages?: string[];
  [list: string]: unknown;
}

/** Checks a full event (a create payload or an edited event) by the create rules; 400 with the first message. */
function checkForm(kind: EventKind<EventTable, unknown>, images: ImageStore, form: EventForm): EventForm {
  const parsed = kind.create.safeParse(form);
  if (!parsed.success) throw new HttpError(400, validationMessage(parsed.error.issues));
  const checked = parsed.data as EventForm;
  images.assertOwn([...(checked[kind.imagesKey] as string[]), checked.posterImage as string]);
  return checked;
}

export async function createEvent<Table extends EventTable, Wire>(
  db: Db,
  kind: EventKind<Table, Wire>,
  images: ImageStore,
  payload: EventForm,
): Promise<Wire> {
  const form = checkForm(kind as EventKind<EventTable, unknown>, images, payload);
  const [row] = await db
    .insert(kind.table as EventTable)
    .values(kind.toColumns(form) as EventTable['$inferInsert'])
    .returning();
  return kind.toWire(row as Table['$inferSelect'], { sold: 0, held: 0 });
}

/**
 * Applies only what the edit sends, then checks the whole result by the create rules: an edit
 * that would leave the event invalid (say, two images) writes nothing. One transaction, with the
 * row locked, so two admins' edits cannot interleave.
 */
export async function editEvent<Table extends EventTable, Wire>(
  db: Db,
  kind: EventKind<Table, Wire>,
  images: ImageStore,
  id: string,
  edit: EventEdit,
): Promise<Wire> {
  const table = kind.table as EventTable;
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    if (locked.length === 0) throw notFound(`${kind.noun} not found`);
    const [{ row, tickets }] = await selectEvents(tx, kind, eq(table.id, id));

    const form = kind.toForm(row);
    const oldDay = eventDayOf(form[kind.dayKey] as string);
    Object.assign(form, edit.updateData);
    form[kind.imagesKey] = editList(form[kind.imagesKey] as string[], edit.addImages, edit.removeImages);
    kind.applyListEdits(form, edit);
    // A deadline still at its default follows the event when the date moves.
    if (edit.updateData?.instalmentDeadline === undefined && row.instalmentDeadline === defaultInstalmentDeadline(oldDay)) {
      form.instalmentDeadline = defaultInstalmentDeadline(eventDayOf(form[kind.dayKey] as string));
    }

    const checked = checkForm(kind as EventKind<EventTable, unknown>, images, form);
    // Counted after the row lock, which order create and confirmation also take (LOCKING.md): no
    // hold can be given between this count and the new capacity, and none held can be oversold.
    if ((checked.capacity as number) < tickets.sold + tickets.held) throw new HttpError(400, capacityTooLowMessage(tickets));
    const [updated] = await tx
      .update(table)
      .set(kind.toColumns(checked) as Partial<EventTable['$inferInsert']>)
      .where(eq(table.id, id))
      .returning();
    return kind.toWire(updated as Table['$inferSelect'], tickets);
  });
}
