import { EVENT_KINDS, type EventKindNames } from '@shared/domain';
import { and, asc, count, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DEMO_ADMIN_EMAIL } from '../config';
import type { Db } from '../db/connect';
import {
  admins,
  events,
  instalments,
  merchandiseItems,
  merchandiseOrders,
  orders,
  outbox,
  payments,
  seedMarks,
  tickets,
  transactions,
} from '../db/schema';
import { demoAdmin, demoEvent, demoMerchandiseItem, demoMerchandiseOrder, demoTransaction, SEED_MARK_NAMES } from './demo-rows';

/** Orders that took money: their buyers hold tickets, so their event is not demo any more. */
const PAID_STATUSES = ['PAID', 'PARTIALLY_PAID'];

export interface KeptEvent {
  kind: EventKindNames['word'];
  id: string;
  title: string;
  paidOrders: number;
}

export interface DemoRemoval {
  removed: {
    admin: number;
    experiences: number;
    parties: number;
    transactions: number;
    merchandiseItems: number;
    merchandiseOrders: number;
    /** Orders placed for the removed demo events, and what hangs off them. */
    orders: number;
    payments: number;
    tickets: number;
    instalments: number;
    emails: number;
    seedMarks: number;
  };
  /** Demo events left in place because real buyers paid for them (without `force`). */
  kept: KeptEvent[];
}

export interface RemoveOptions {
  /** Also remove demo events that have paid orders, with those orders, their payments and tickets. */
  force: boolean;
  /** The configured admin is never removed: in development it is the demo admin itself. */
  configuredAdminEmail: string;
}

/**
 * Deletes exactly the rows the demo seed wrote, and what depends on them, in one transaction:
 * all of it or nothing. Demo events locked first, as order create and confirmation lock an event
 * before its orders (orders/LOCKING.md), so no ticket is sold for an event while it goes.
 */
export async function removeDemoData(db: Db, options: RemoveOptions): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const demoEvents = await lockedDemoEvents(tx, options.force);
    const ofRemovedEvents = demoEvents.removable.length > 0 ? inArray(orders.eventId, demoEvents.removable) : undefined;
    const orderIds = ofRemovedEvents
      ? (await tx.select({ id: orders.id }).from(orders).where(ofRemovedEvents)).map((order) => order.id)
      : [];

    const deleted = async (table: Parameters<Db['delete']>[0], where: SQL | undefined) =>
      where
        ? (
            await tx
              .delete(table)
              .where(where)
              .returning({ one: sql`1` })
          ).length
        : 0;
    const ofOrders = (column: SQLWrapper) => (orderIds.length > 0 ? inArray(column, orderIds) : undefined);

    // In this order: an event goes only once its orders and their payments have (foreign keys).
    const removed = {
      emails: await deleted(outbox, ofOrders(sql`${outbox.payload}->>'orderId'`)),
      tickets: await deleted(tickets, ofOrders(tickets.orderId)),
      instalments: await deleted(instalments, ofOrders(instalments.orderId)),
      payments: await deleted(payments, ofOrders(payments.orderId)),
      transactions: await deleted(transactions, or(demoTransaction, ofOrders(transactions.orderId))),
      orders: await deleted(orders, ofOrders(orders.id)),
      ...(await deletedEvents(tx, demoEvents.removable)),
      // Orders first: whether an item is demo is read from its seed mark, removed last.
      merchandiseOrders: await deleted(merchandiseOrders, demoMerchandiseOrder),
      merchandiseItems: await deleted(merchandiseItems, demoMerchandiseItem),
      admin: options.configuredAdminEmail === DEMO_ADMIN_EMAIL ? 0 : await deleted(admins, demoAdmin),
      seedMarks: await deleted(seedMarks, inArray(seedMarks.name, [...SEED_MARK_NAMES])),
    };
    return { removed, kept: demoEvents.kept };
  });
}

/** Deletes the events `ids` and counts them by kind. */
async function deletedEvents(tx: Db, ids: string[]) {
  const gone = ids.length > 0 ? await tx.delete(events).where(inArray(events.id, ids)).returning({ kind: events.kind }) : [];
  return {
    experiences: gone.filter((event) => event.kind === 'EXPERIENCE').length,
    parties: gone.filter((event) => event.kind === 'PARTY').length,
  };
}

/** Locks the demo events and splits them into removable ones and ones kept for their paid orders. */
async function lockedDemoEvents(tx: Db, force: boolean) {
  const rows = await tx
    .select({ id: events.id, kind: events.kind, title: events.title })
    .from(events)
    .where(demoEvent)
    .orderBy(asc(events.id))
    .for('update');
  const paid = new Map<string, number>();
  if (rows.length > 0 && !force) {
    const counts = await tx
      .select({ eventId: orders.eventId, n: count() })
      .from(orders)
      .where(
        and(
          inArray(
            orders.eventId,
            rows.map((row) => row.id),
          ),
          inArray(orders.status, PAID_STATUSES),
        ),
      )
      .groupBy(orders.eventId);
    for (const { eventId, n } of counts) paid.set(eventId, n);
  }
  return {
    removable: rows.filter((row) => !paid.has(row.id)).map((row) => row.id),
    kept: rows
      .filter((row) => paid.has(row.id))
      .map((row) => ({ kind: EVENT_KINDS[row.kind].word, id: row.id, title: row.title, paidOrders: paid.get(row.id) ?? 0 })),
  };
}

/** What a removal did, in lines for the person who ran it. */
export function describeRemoval({ removed, kept }: DemoRemoval): string[] {
  const listed = (entries: [number, string, string][]) =>
    entries
      .filter(([n]) => n > 0)
      .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
      .join(', ');
  const demo = listed([
    [removed.experiences, 'experience', 'experiences'],
    [removed.parties, 'party', 'parties'],
    [removed.transactions, 'payment record', 'payment records'],
    [removed.merchandiseItems, 'merchandise item', 'merchandise items'],
    [removed.merchandiseOrders, 'merchandise order', 'merchandise orders'],
  ]);
  const dependants = listed([
    [removed.orders, 'order', 'orders'],
    [removed.payments, 'payment attempt', 'payment attempts'],
    [removed.tickets, 'ticket', 'tickets'],
    [removed.instalments, 'instalment', 'instalments'],
    [removed.emails, 'queued e-mail', 'queued e-mails'],
  ]);
  const lines = [
    demo || removed.admin > 0
      ? `Removed the demo data: ${[demo, removed.admin > 0 && 'the demo admin'].filter(Boolean).join(', ')}.`
      : 'No demo data to remove.',
  ];
  if (dependants) lines.push(`With the removed demo events went what was bought for them: ${dependants}.`);
  if (kept.length > 0) {
    lines.push(
      `Kept ${kept.length} demo ${kept.length === 1 ? 'event' : 'events'} that buyers have paid for:`,
      ...kept.map(
        (event) =>
          `  ${event.kind} "${event.title}" (${event.id}): ${event.paidOrders} paid ${event.paidOrders === 1 ? 'order' : 'orders'}`,
      ),
      'Run again with --force to remove them too, with their orders, payments and tickets.',
    );
  }
  return lines;
}
