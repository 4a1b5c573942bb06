import {
  EVENT_TICKETS_PAGE_SIZE,
  ticketPayment,
  type EventTicket,
  type EventTicketPage,
  type EventTicketPageQuery,
  type EventTicketSortField,
  type OrderListItem,
} from '@shared/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import type { ListCache } from '../db/list-cache';
import { instalments, orders, tickets } from '../db/orders-schema';
import { events } from '../db/schema';
import { everyWordIn } from '../db/search-words';
import { notFound } from '../http/errors';
import { listOrders, toListItem } from './order-search';
import { withVat } from './order-state';
import { ticketStatus } from './order-view';

export const EVENT_NOT_FOUND = 'Event not found';

/**
 * Each ticket with the columns of its order its row shows, to be narrowed to an event by the caller.
 * Only the ticket columns its index holds (tickets_order_list_idx), so a page reads them from it.
 */
const issuedTickets = (db: Db) =>
  db
    .select({
      ticket: {
        orderId: tickets.orderId,
        code: tickets.code,
        attendeeName: tickets.attendeeName,
        checkedInAt: tickets.checkedInAt,
        voidedAt: tickets.voidedAt,
      },
      phoneNumber: orders.phoneNumber,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      charge: orders.charge,
      instalment2: orders.instalment2,
      instalment3: orders.instalment3,
      instalment4: orders.instalment4,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId));

type IssuedTicket = Awaited<ReturnType<typeof issuedTickets>>[number];

/** The list's own order: newest order first, an order's tickets as they were issued. The code makes it total. */
const LIST_ORDER = [desc(orders.createdAt), asc(tickets.createdAt), asc(tickets.code)];

/** The instalments an order still owes, before VAT: only a part-paid order owes any. */
const unpaidInstalments = sql<number[]>`array(select ${instalments.amount} from ${instalments}
  where ${instalments.orderId} = ${orders.id} and ${instalments.paidAt} is null and ${orders.status} = 'PARTIALLY_PAID')`;

/** The orders with their money: what their payments took and gave back, and the instalments they still owe. */
const ordersWithMoney = (db: Db) => listOrders(db, { unpaid: unpaidInstalments });

/** The money of the orders `which` picks. */
const orderMoney = async (db: Db, which: SQL) => moneyOf(await ordersWithMoney(db).where(which));

function moneyOf(rows: Awaited<ReturnType<typeof ordersWithMoney>>) {
  const orderOf = new Map<string, OrderListItem>();
  const due = new Map<string, number>();
  for (const { unpaid, ...row } of rows) {
    orderOf.set(row.id, toListItem(row));
    // Each instalment is asked for with its VAT, as the buyer pays it.
    if (unpaid.length > 0)
      due.set(
        row.id,
        unpaid.reduce((sum, amount) => sum + withVat(amount), 0),
      );
  }
  return { orderOf, due };
}

type OrderMoney = ReturnType<typeof moneyOf>;

/** The one place a ticket becomes a row of the list, paged or not: the order page's figures, so both say the same. */
function toEventTicket(
  { ticket, phoneNumber, paidAt, createdAt, charge, instalment2, instalment3, instalment4 }: IssuedTicket,
  { orderOf, due }: OrderMoney,
): EventTicket {
  const order = orderOf.get(ticket.orderId)!;
  return {
    code: ticket.code,
    attendeeName: ticket.attendeeName,
    status: ticketStatus(ticket),
    checkedInAt: ticket.checkedInAt && ticket.checkedInAt.toISOString(),
    orderId: order.id,
    reference: order.reference,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phoneNumber,
    date: (paidAt ?? createdAt).toISOString(),
    quantity: order.quantity,
    // What the buyer pays in all: today's charge and each later instalment, each with its VAT.
    total: charge + withVat(instalment2) + withVat(instalment3) + withVat(instalment4),
    paid: order.paid,
    refunded: order.refunded,
    due: due.get(ticket.orderId) ?? 0,
    payment: ticketPayment(order),
  };
}

async function eventExists(db: Db, eventId: string): Promise<boolean> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return event !== undefined;
}

/**
 * The ticket list of one event (docs/product-rules.md#ticket-list): every ticket issued for it,
 * newest order first, each with its attendee, what the door made of it and its order's money (the
 * figures of the order page, so both say the same). 404 for an unknown event.
 */
export async function eventTickets(db: Db, eventId: string): Promise<EventTicket[]> {
  if (!(await eventExists(db, eventId))) throw notFound(EVENT_NOT_FOUND);
  const ofEvent = eq(orders.eventId, eventId);
  const [issued, money] = await Promise.all([
    issuedTickets(db)
      .where(ofEvent)
      .orderBy(...LIST_ORDER),
    orderMoney(db, ofEvent),
  ]);
  return issued.map((row) => toEventTicket(row, money));
}

/** What a search finds its words in: the ticket's code and attendee, the buyer's names and e-mail, the order's reference. */
const searchText = sql`lower(${tickets.code} || ' ' || ${tickets.attendeeName} || ' ' || ${orders.firstName} || ' ' ||
  ${orders.lastName} || ' ' || ${orders.email} || ' ' || ${orders.reference})`;

/** What each sortable column sorts by: text in any case, a check-in by its label (Checked in, Not checked in, Void). */
const SORT_KEYS: Record<EventTicketSortField, SQL | PgColumn> = {
  date: orders.createdAt,
  code: tickets.code,
  status: sql`(case when ${tickets.voidedAt} is not null then 2 when ${tickets.checkedInAt} is not null then 0 else 1 end)`,
  attendeeName: sql`lower(${tickets.attendeeName})`,
  firstName: sql`lower(${orders.firstName})`,
  lastName: sql`lower(${orders.lastName})`,
  email: sql`lower(${orders.email})`,
  phoneNumber: orders.phoneNumber,
  quantity: orders.quantity,
  reference: orders.reference,
};

/**
 * The two statements of a page, unrun: its rows, and how many tickets match over all pages (the
 * EXPLAIN test reads their plans). Both read the event's orders by its index and their tickets by
 * theirs; ties keep the list's own order, whose ticket code makes every row's place unique.
 */
export function eventTicketPageQueries(db: Db, eventId: string, query: EventTicketPageQuery) {
  const { page, pageSize = EVENT_TICKETS_PAGE_SIZE, search, sort = 'date', dir = 'desc' } = query;
  const where = and(eq(orders.eventId, eventId), ...everyWordIn(searchText, search));
  return {
    rows: issuedTickets(db)
      .where(where)
      .orderBy(...pageOrder(sort, dir))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total: db.select({ total: count() }).from(tickets).innerJoin(orders, eq(orders.id, tickets.orderId)).where(where),
  };
}

type SortDirection = NonNullable<EventTicketPageQuery['dir']>;

/** A page's order: the column sorted by, then the list's own order, which makes every row's place unique. */
const pageOrder = (sort: EventTicketSortField, dir: SortDirection) => [(dir === 'asc' ? asc : desc)(SORT_KEYS[sort]), ...LIST_ORDER];

/**
 * The statements every request for a page with no search runs, before they are prepared; their
 * values are bound when they run (the EXPLAIN test reads the plans PostgreSQL makes for any
 * values): a page of the list in one order, by its event and place; and the money of a page's
 * orders, by their ids.
 */
export const pageStatementQueries = {
  page: (db: Db, sort: EventTicketSortField, dir: SortDirection) =>
    issuedTickets(db)
      .where(eq(orders.eventId, sql.placeholder('eventId')))
      .orderBy(...pageOrder(sort, dir))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  money: (db: Db) => ordersWithMoney(db).where(sql`${orders.id} = any(${sql.placeholder('orderIds')}::uuid[])`),
};

const pageStatement = (db: Db, sort: EventTicketSortField, dir: SortDirection) =>
  pageStatementQueries.page(db, sort, dir).prepare(`event_tickets_page_${sort}_${dir}`);

const moneyStatement = (db: Db) => pageStatementQueries.money(db).prepare('event_tickets_money');

interface PreparedPage {
  page: (sort: EventTicketSortField, dir: SortDirection) => ReturnType<typeof pageStatement>;
  money: ReturnType<typeof moneyStatement>;
}

/**
 * What every request for a page runs, prepared once per database: the SQL is built once in this
 * process and parsed once per connection. Building the two statements each time was a fifth of
 * the API's work for a page at 20 admins. A search's words make a statement of their own each time.
 */
const prepared = new WeakMap<Db, PreparedPage>();

function preparedOf(db: Db): PreparedPage {
  const known = prepared.get(db);
  if (known) return known;
  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const made: PreparedPage = {
    page: (sort, dir) => {
      const key = `${sort} ${dir}`;
      let statement = pages.get(key);
      if (!statement) pages.set(key, (statement = pageStatement(db, sort, dir)));
      return statement;
    },
    money: moneyStatement(db),
  };
  prepared.set(db, made);
  return made;
}

/**
 * One page of an event's tickets, searched and sorted, and how many match over all pages; the
 * money is worked out for the page's orders only. 404 for an unknown event. The total is a count
 * over every ticket of the event that matches, which grows with the event's sales while the page
 * stays a page: it is read through `totals`, which keeps it for a moment by event and search
 * (db/list-cache.ts), as Payment Tracking's is.
 */
export async function pageEventTickets(
  db: Db,
  eventId: string,
  query: EventTicketPageQuery,
  totals: ListCache<number>,
): Promise<EventTicketPage> {
  const { rows, total } = eventTicketPageQueries(db, eventId, query);
  const statements = preparedOf(db);
  const { pageSize = EVENT_TICKETS_PAGE_SIZE, sort = 'date', dir = 'desc' } = query;
  const [issued, counted] = await Promise.all([
    query.search ? rows : statements.page(sort, dir).execute({ eventId, limit: pageSize, offset: (query.page - 1) * pageSize }),
    totals.get(JSON.stringify(['tickets', eventId, query.search]), async () => (await total)[0].total),
  ]);
  // A page with tickets is of an event that exists; only an empty one asks (a statement less a page).
  if (issued.length === 0 && !(await eventExists(db, eventId))) throw notFound(EVENT_NOT_FOUND);
  const money = moneyOf(await statements.money.execute({ orderIds: [...new Set(issued.map((row) => row.ticket.orderId))] }));
  return {
    data: issued.map((row) => toEventTicket(row, money)),
    page: query.page,
    pageSize: query.pageSize ?? EVENT_TICKETS_PAGE_SIZE,
    total: counted,
  };
}
