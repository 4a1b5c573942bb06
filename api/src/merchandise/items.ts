import { type MerchandiseItem, merchandiseDisplayPrice } from '@shared/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { merchandiseItems } from '../db/schema';
import type { ImageStore } from '../uploads/store';

type Row = typeof merchandiseItems.$inferSelect;

/** What an item's create or update writes; parsed and checked already. */
export interface ItemFields {
  title: string;
  price: number;
  description: string;
  image: string;
  variants: string[];
}

export function toItem(row: Row): MerchandiseItem {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    displayPrice: merchandiseDisplayPrice(row.price),
    description: row.description,
    image: row.image,
    variants: row.variants,
  };
}

export async function listItems(db: Db): Promise<MerchandiseItem[]> {
  return (await db.select().from(merchandiseItems).orderBy(asc(merchandiseItems.id))).map(toItem);
}

export async function findItem(db: Db, id: number): Promise<MerchandiseItem | undefined> {
  const [row] = await db.select().from(merchandiseItems).where(eq(merchandiseItems.id, id));
  return row && toItem(row);
}

/** An item's picture, when it has one, must be one of our uploads (a 400 otherwise). */
function assertOwnImage(images: ImageStore, fields: ItemFields): void {
  if (fields.image !== '') images.assertOwn([fields.image]);
}

/**
 * A new item takes the highest id + 1 (docs/product-rules.md#merchandise). The table lock makes
 * concurrent creates take turns, so two of them can never pick the same id.
 */
export async function createItem(db: Db, actor: Actor, images: ImageStore, fields: ItemFields): Promise<MerchandiseItem> {
  assertOwnImage(images, fields);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${merchandiseItems} in share row exclusive mode`);
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${merchandiseItems.id}), 0)::int + 1` }).from(merchandiseItems);
    const [row] = await tx
      .insert(merchandiseItems)
      .values({ id: next, ...fields })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'merchandise',
      entityId: row.id,
      changes: changesBetween(null, fields),
    });
    return toItem(row);
  });
}

/** The item as replaced, or undefined when there was none; the fields that changed go in the trail. */
export async function updateItem(
  db: Db,
  actor: Actor,
  images: ImageStore,
  id: number,
  fields: ItemFields,
): Promise<MerchandiseItem | undefined> {
  assertOwnImage(images, fields);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(merchandiseItems).where(eq(merchandiseItems.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(merchandiseItems).set(fields).where(eq(merchandiseItems.id, id)).returning();
    const changes = changesBetween(fieldsOf(before), fields);
    if (Object.keys(changes).length > 0) await recordAudit(tx, actor, { action: 'update', entity: 'merchandise', entityId: id, changes });
    return toItem(row);
  });
}

/** The deleted item, or undefined when there was none; the trail keeps what it was. */
export async function deleteItem(db: Db, actor: Actor, id: number): Promise<MerchandiseItem | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(merchandiseItems).where(eq(merchandiseItems.id, id)).returning();
    if (row)
      await recordAudit(tx, actor, { action: 'delete', entity: 'merchandise', entityId: id, changes: changesBetween(fieldsOf(row), null) });
    return row && toItem(row);
  });
}

/** What an admin sets of an item, from its row. */
const fieldsOf = ({ title, price, description, image, variants }: Row): ItemFields => ({ title, price, description, image, variants });
