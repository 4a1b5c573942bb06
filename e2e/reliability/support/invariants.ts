// The invariants of selling tickets (api/src/orders/LOCKING.md), read straight from the database
// rows an API left behind, whatever happened to the API meanwhile.
import { expect } from '@playwright/test';
import type { Query } from './database';

export const PAID_STATES = ['PAID', 'PARTIALLY_PAID'];
/** Money taken, whether or not some of it went back since (api/src/transactions/tickets.ts). */
const TAKEN = ['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED'];
/** The transactions that buy tickets (later instalments pay for tickets already counted). */
const BUYING = ['FULL', 'INSTALLMENT_1'];

interface OrderRow {
  id: string;
  event_id: string;
  quantity: number;
  status: string;
  instalment: string;
  /** Set when an admin or the buyer cancelled it, or a refund gave back everything paid. */
  cancelled_at: string | null;
}

export interface ShopState {
  orders: OrderRow[];
  /** Orders that hold tickets: PAID or PARTIALLY_PAID. */
  paid: OrderRow[];
  /** Orders that were paid, then cancelled: their tickets void and back on sale. */
  cancelledAfterSale: OrderRow[];
  ticketEmails: { id: string; order_id: string; status: string; attempts: number; leased: boolean }[];
  outbox: { id: string; kind: string; status: string }[];
}

const countBy = <T>(rows: T[], key: (row: T) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

/**
 * Asserts every invariant for the experiences `eventIds` and answers what it read:
 * - sold <= capacity, counted both from the buying transactions and from the valid tickets issued
 *   (a cancelled order's tickets are void and no longer sold);
 * - a paid order has one ticket per unit, its buying transaction, one transaction per successful
 *   payment (so an instalment order's count matches its paid instalments) and one ticket e-mail row;
 * - a ticket, a transaction or a ticket e-mail belongs only to a paid order, or to one cancelled
 *   after it was paid, whose tickets are then all void;
 * - money (api/src/orders/REFUNDS.md): no payment has more refunded than it took; a payment's
 *   refunded is the sum of its refund parts that count, its transaction's refunded the sum of the
 *   parts that succeeded; a refund is the sum of its parts.
 */
export async function checkShopInvariants(query: Query, eventIds: string[]): Promise<ShopState> {
  const events = await query<{ id: string; capacity: number }>('select id, capacity from events where id = any($1)', [eventIds]);
  expect(events).toHaveLength(eventIds.length);
  const orders = await query<OrderRow>(
    'select id, event_id, quantity, status, instalment, cancelled_at from orders where event_id = any($1)',
    [eventIds],
  );
  const orderIds = orders.map((order) => order.id);
  const tickets = await query<{ order_id: string; void: boolean }>(
    'select order_id, voided_at is not null as void from tickets where order_id = any($1)',
    [orderIds],
  );
  const transactions = await query<{
    order_id: string | null;
    product_id: string;
    quantity: number;
    instalment_type: string;
    status: string;
  }>('select order_id, product_id, quantity, instalment_type, status from transactions where product_id = any($1)', [eventIds]);
  const payments = await query<{ order_id: string; purpose: string; status: string; provider_payment_id: string | null }>(
    'select order_id, purpose, status, provider_payment_id from payments where order_id = any($1)',
    [orderIds],
  );
  const paidInstalments = await query<{ order_id: string; number: number }>(
    'select order_id, number from instalments where order_id = any($1) and paid_at is not null',
    [orderIds],
  );
  const outbox = await query<{ id: string; kind: string; order_id: string; status: string; attempts: number; leased: boolean }>(
    `select id, kind, payload->>'orderId' as order_id, status, attempts,
            (status = 'PENDING' and attempts = 0 and next_attempt_at > now()) as leased
       from outbox where payload->>'orderId' = any($1)`,
    [orderIds.map(String)],
  );

  const byId = new Map(orders.map((order) => [order.id, order]));
  const paid = orders.filter((order) => PAID_STATES.includes(order.status));
  const cancelledAfterSale = orders.filter((order) => order.status === 'CANCELLED' && order.cancelled_at !== null);
  const isCancelled = (orderId: string | null) => orderId !== null && byId.get(orderId)?.status === 'CANCELLED';
  const ticketsOf = countBy(tickets, (t) => t.order_id);
  const ticketEmails = outbox.filter((row) => row.kind === 'ticket-email');
  const emailsOf = countBy(ticketEmails, (row) => row.order_id);
  const succeeded = countBy(
    payments.filter((p) => p.status === 'SUCCEEDED'),
    (p) => p.order_id,
  );
  const transactionsOf = countBy(transactions, (t) => t.order_id ?? '');
  const buyingOf = countBy(
    transactions.filter((t) => BUYING.includes(t.instalment_type)),
    (t) => t.order_id ?? '',
  );
  const instalmentsPaidOf = countBy(paidInstalments, (i) => i.order_id);

  for (const event of events) {
    const sold = transactions
      .filter(
        (t) => t.product_id === event.id && TAKEN.includes(t.status) && BUYING.includes(t.instalment_type) && !isCancelled(t.order_id),
      )
      .reduce((sum, t) => sum + t.quantity, 0);
    const issued = tickets.filter((t) => byId.get(t.order_id)?.event_id === event.id && !t.void).length;
    expect(sold, `sold <= capacity for event ${event.id}`).toBeLessThanOrEqual(event.capacity);
    expect(issued, `tickets issued for event ${event.id} = sold`).toBe(sold);
  }

  for (const order of paid) {
    const where = `paid order ${order.id} (${order.status}, ${order.instalment})`;
    expect(ticketsOf.get(order.id) ?? 0, `${where}: one ticket per unit`).toBe(order.quantity);
    expect(buyingOf.get(order.id) ?? 0, `${where}: its buying transaction`).toBe(1);
    expect(transactionsOf.get(order.id) ?? 0, `${where}: one transaction per successful payment`).toBe(succeeded.get(order.id) ?? 0);
    expect(emailsOf.get(order.id) ?? 0, `${where}: one ticket e-mail queued`).toBe(1);
    if (order.instalment === 'INSTALLMENT') {
      expect(transactionsOf.get(order.id), `${where}: first payment + paid instalments`).toBe(1 + (instalmentsPaidOf.get(order.id) ?? 0));
      if (order.status === 'PAID') expect(instalmentsPaidOf.get(order.id), `${where}: all three later instalments paid`).toBe(3);
    } else {
      expect(order.status, `${where}: a FULL order is never part-paid`).toBe('PAID');
    }
  }

  const soldThenCancelled = new Set(cancelledAfterSale.map((order) => order.id));
  for (const orderId of [...ticketsOf.keys(), ...transactionsOf.keys(), ...emailsOf.keys(), ...succeeded.keys()]) {
    if (soldThenCancelled.has(orderId)) continue;
    expect(
      PAID_STATES,
      `order ${orderId} has tickets, transactions, a ticket e-mail or a successful payment, so it must be paid`,
    ).toContain(byId.get(orderId)?.status);
  }
  for (const order of cancelledAfterSale) {
    const valid = tickets.filter((t) => t.order_id === order.id && !t.void).length;
    expect(valid, `cancelled order ${order.id}: every ticket void`).toBe(0);
  }
  await checkMoneyInvariants(query, orderIds);

  return { orders, paid, cancelledAfterSale, ticketEmails, outbox };
}

/** What refunds may never break, read per payment, per transaction and per refund (see above). */
async function checkMoneyInvariants(query: Query, orderIds: string[]): Promise<void> {
  const broken = await query<{ rule: string; id: string }>(
    `select 'payment refunded beyond what it took' as rule, id::text from payments
       where order_id = any($1) and (refunded < 0 or refunded > amount or (refunded > 0 and status <> 'SUCCEEDED'))
     union all
     select 'payment refunded is not the sum of its counting parts', p.id::text from payments p
       where p.order_id = any($1) and p.refunded <> coalesce((select sum(amount) from refund_parts r
         where r.payment_id = p.id and r.status <> 'FAILED'), 0)
     union all
     select 'transaction refunded is not the sum of its succeeded parts', t.id::text from transactions t
       where t.order_id = any($1) and t.refunded <> coalesce((select sum(amount) from refund_parts r
         where r.payment_id = t.payment_id and r.status = 'SUCCEEDED'), 0)
     union all
     select 'refund is not the sum of its parts', f.id::text from refunds f
       where f.order_id = any($1) and f.status = 'SUCCEEDED' and f.amount <> (select coalesce(sum(amount), 0) from refund_parts r
         where r.refund_id = f.id and r.status = 'SUCCEEDED')`,
    [orderIds],
  );
  expect(broken, 'money invariants').toEqual([]);
}
