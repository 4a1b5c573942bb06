import {
  DEFAULT_ADMIT_PER_MINUTE,
  DEFAULT_CANCEL_UNTIL_DAYS,
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_TIME_ZONE,
  defaultInstalmentDeadline,
  EVENT_KINDS,
  type EventKindName,
  type Gender,
  type InstalmentOption,
  type PriceBreakdown,
  type RoomType,
} from '@shared/domain';
import { ATTENDEE_TICKET_EMAIL, CANCELLATION_NOTICE, INSTALMENT_RECEIPT, REFUND_RECEIPT, TICKET_EMAIL } from '../mail/outbox-kinds';
import { type EventPrices, priceForEvent } from '../events/pricing';
import { instalmentDueDates } from '../orders/instalment-due-dates';
import { withVat } from '../orders/order-state';
import { seedItems } from './merchandise';
import { FIRST_NAMES, LAST_NAMES, type Random, seededRandom } from './random';

// The rows of `npm run seed:scale` (README.md, "Scale data"): a company with two years of sales, built
// in memory from a seeded PRNG and the same pricing, instalment and refund rules the order flow
// uses, so the same options always give the same rows. scale.ts writes them.

export interface ScaleOptions {
  events: number;
  orders: number;
  merchandiseOrders: number;
  /** The day the data is built around (its start, UTC): events run from 18 months before to 6 after. */
  today: Date;
}

/** The full size: 400 events, 100,000 orders, 2,000 merchandise orders. */
export const FULL_SCALE = { events: 400, orders: 100_000, merchandiseOrders: 2_000 } as const;

/** Options for `orders` orders, events and merchandise orders scaled with them (at least 2 events). */
export function scaleFor(orders: number, today: Date = startOfDay(new Date())): ScaleOptions {
  const ratio = orders / FULL_SCALE.orders;
  return {
    orders,
    events: Math.max(2, Math.round(FULL_SCALE.events * ratio)),
    merchandiseOrders: Math.round(FULL_SCALE.merchandiseOrders * ratio),
    today,
  };
}

export const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

// Every scale row's uuid is 5ca1e0TT-0000-4000-8000-NNNNNNNNNNNN: TT the table, N the row number.
// So the rows are the same on every run, and the seed's own rows are told apart from real ones by
// a range of ids, which the primary key indexes.
export const SCALE_TABLES = {
  events: 1,
  orders: 2,
  payments: 3,
  tickets: 4,
  transactions: 5,
  outbox: 6,
  refunds: 7,
  refundParts: 8,
} as const;
export type ScaleTable = keyof typeof SCALE_TABLES;

const tag = (table: ScaleTable) => `5ca1e0${String(SCALE_TABLES[table]).padStart(2, '0')}`;
export const scaleId = (table: ScaleTable, n: number) => `${tag(table)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** The ids a table's scale rows fall in: [from, to). */
export const scaleIdRange = (table: ScaleTable): [string, string] => [
  `${tag(table)}-0000-0000-0000-000000000000`,
  `5ca1e0${String(SCALE_TABLES[table] + 1).padStart(2, '0')}-0000-0000-0000-000000000000`,
];
/** Merchandise orders have numeric ids; the scale ones start above any the shop or the demo uses. */
export const SCALE_MERCHANDISE_ORDER_IDS = 1_000_000;

type Row = Record<string, unknown>;

export interface ScaleRows {
  events: Row[];
  orders: Row[];
  payments: Row[];
  tickets: Row[];
  instalments: Row[];
  transactions: Row[];
  refunds: Row[];
  refundParts: Row[];
  outbox: Row[];
  merchandiseOrders: Row[];
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const HOLD_MINUTES = 15;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const iso = (time: number) => new Date(time).toISOString();

const MORE_FIRST = ['Chidi', 'Sophie', 'Kofi', 'Ngozi', 'Daniel', 'Aisha', 'Tobi', 'Ella', 'Yaw', 'Ruth', 'Femi', 'Lucy'];
const MORE_LAST = ['Adebayo', 'Clarke', 'Nwosu', 'Evans', 'Asante', 'Hughes', 'Okoro', 'Wright', 'Boateng', 'Green', 'Ibe', 'Hall'];
const FIRST = [...FIRST_NAMES, ...MORE_FIRST];
const LAST = [...LAST_NAMES, ...MORE_LAST];
const PLACES = [
  'Lagos',
  'Accra',
  'Lisbon',
  'Marrakech',
  'Barcelona',
  'Cape Town',
  'Zanzibar',
  'Ibiza',
  'Dubai',
  'Nairobi',
  'Tulum',
  'Mykonos',
];
const PARTY_NAMES = [
  'Afrobeats Brunch',
  'Amapiano Night',
  'Rooftop Day Party',
  'Boat Party',
  'Summer Jam',
  'Silent Disco',
  'Carnival Warm-up',
];
const TRIP_NAMES = ['Getaway', 'Retreat', 'Weekender', 'Experience', 'Escape', 'Culture Trip'];
const VENUES = ['Shoreditch, London', 'Digbeth, Birmingham', 'Northern Quarter, Manchester', 'Temple Bar, Dublin', 'Leith, Edinburgh'];
const PACKAGES = [
  'Return flights',
  'Hotel accommodation',
  'Airport transfers',
  'Daily breakfast',
  'Guided tours',
  'Beach club entry',
  'Boat trip',
];
const DOORS = ['Door 1', 'Door 2', 'Main entrance'];
const REFUND_REASONS = ['Cannot travel any more', 'Booked twice by mistake', 'Illness', 'Goodwill gesture'];
const PARTIAL_REASONS = ['Room downgrade', 'Late start refund', 'Goodwill gesture', 'Promo applied after purchase'];

/** A successful payment of an order, with its rows. */
interface Paid {
  id: string;
  amount: number;
  at: number;
  transaction: Row;
  payment: Row;
}

interface ScaleEvent {
  id: string;
  kind: EventKindName;
  title: string;
  prices: EventPrices;
  /** Day of the event, as ms since the epoch (midnight UTC), its start time and the instalment deadline. */
  day: number;
  time: string;
  deadline: string;
  weight: number;
  sold: number;
  soldOut: boolean;
  row: Row;
}

/** Builds every row, deterministically from the options. */
export function scaleRows(options: ScaleOptions): ScaleRows {
  const today = startOfDay(options.today).getTime();
  const rows: ScaleRows = {
    events: [],
    orders: [],
    payments: [],
    tickets: [],
    instalments: [],
    transactions: [],
    refunds: [],
    refundParts: [],
    outbox: [],
    merchandiseOrders: [],
  };
  const events = buildEvents(seededRandom(5_341_001), options.events, today);
  const counters = { payments: 0, tickets: 0, transactions: 0, outbox: 0, refunds: 0, refundParts: 0 };
  const next = (table: keyof typeof counters) => scaleId(table, counters[table]++);
  const email = (kind: string, payload: Row, at: number) => {
    rows.outbox.push({
      id: next('outbox'),
      kind,
      payload,
      status: 'SENT',
      attempts: 1,
      next_attempt_at: iso(at),
      sent_at: iso(at + 4_000),
      last_error: null,
      created_at: iso(at),
    });
  };

  // Events are picked in proportion to their weight (a popular event sells more).
  const cumulative: number[] = [];
  let totalWeight = 0;
  for (const event of events) cumulative.push((totalWeight += event.weight));
  const pickEvent = (random: Random) => {
    const target = random.next() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] > target) high = mid;
      else low = mid + 1;
    }
    return events[low];
  };

  const random = seededRandom(5_341_002);
  const now = today - MINUTE; // Nothing happens on the day itself: every hold has run out.
  for (let n = 0; n < options.orders; n++) {
    const event = pickEvent(random);
    const orderId = scaleId('orders', n);
    // Sales open up to 150 days before the event and close the day before it (or now).
    const end = Math.min(event.day - DAY, now);
    const start = Math.min(event.day - 150 * DAY, end - 30 * DAY);
    const createdAt = start + Math.floor(random.next() * (end - start));
    const quantity = random.pick([1, 1, 1, 2, 2, 2, 2, 3, 3, 4]);
    const gender = random.pick<Gender>(['MALE', 'FEMALE']);
    const hasRooms = event.prices.accommodationPriceSingle > 0 || event.prices.accommodationPriceShared > 0;
    const room: RoomType = hasRooms ? random.pick<RoomType>(['SINGLE', 'SHARED', 'SHARED']) : 'NONE';
    const deadlineAt = Date.parse(`${event.deadline}T00:00:00.000Z`);
    const instalment: InstalmentOption = deadlineAt - createdAt > 21 * DAY && random.next() < 0.3 ? 'INSTALLMENT' : 'FULL';
    const price = priceOf(event, quantity, room, gender, instalment);
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    // Buyers come back: about one order in three is by someone who ordered before.
    const buyer = random.int(1, Math.max(1, Math.round(options.orders / 1.5)));
    const buyerEmail = `${first}.${last}.${buyer}@example.com`.toLowerCase();
    const provider = random.next() < 0.65 ? 'stripe' : 'paypal';
    const attendees: { name: string; email?: string }[] = [];
    if (quantity > 1 && random.next() < 0.2) {
      for (let i = 1; i < quantity; i++) {
        const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
        attendees.push(random.next() < 0.6 ? { name, email: `${name.replace(' ', '.').toLowerCase()}.${n}@example.net` } : { name });
      }
    }

    const roll = random.next();
    const recent = now - createdAt < 3 * DAY;
    const fate = roll < 0.07 ? (recent && roll < 0.01 ? 'PENDING' : 'EXPIRED') : 'PAID';
    const order: Row = {
      id: orderId,
      reference: orderReference(n),
      kind: event.kind,
      event_id: event.id,
      quantity,
      attendees,
      first_name: first,
      last_name: last,
      email: buyerEmail,
      phone_number: `447700${String(100_000 + ((n * 7919) % 900_000))}`,
      address: `${random.int(1, 220)} ${random.pick(['High Street', 'Station Road', 'Church Lane', 'Park Avenue', 'Victoria Road'])}, ${random.pick(['London', 'Leeds', 'Bristol', 'Croydon', 'Luton'])}`,
      room,
      gender,
      instalment,
      payment_type: provider === 'stripe' ? 'Stripe' : 'Paypal',
      unit_price: price.unitPrice,
      accommodation_unit: price.accommodationUnit,
      discount: price.discount,
      total: price.total,
      due_now: price.dueNow,
      vat: price.vat,
      charge: price.charge,
      instalment_2: price.instalments[0] ?? 0,
      instalment_3: price.instalments[1] ?? 0,
      instalment_4: price.instalments[2] ?? 0,
      status: fate,
      hold_expires_at: iso(createdAt + HOLD_MINUTES * MINUTE),
      created_at: iso(createdAt),
      paid_at: null,
      reminded_at: null,
      cancelled_at: null,
      cancel_reason: null,
      promo_code_id: null,
      promo_discount: 0,
    };
    rows.orders.push(order);

    const attempt = (status: string, at: number, who = provider, purpose = 'FIRST', amount = price.charge) => {
      const id = next('payments');
      const serial = id.slice(-12);
      const paid = status === 'SUCCEEDED';
      rows.payments.push({
        id,
        order_id: orderId,
        provider: who,
        mode: 'live',
        purpose,
        amount,
        provider_reference: who === 'stripe' ? `cs_live_${serial}` : `PP${serial.toUpperCase()}`,
        redirect_url:
          who === 'stripe'
            ? `https://checkout.stripe.com/c/pay/cs_live_${serial}`
            : `https://www.paypal.com/checkoutnow?token=PP${serial.toUpperCase()}`,
        provider_payment_id: paid ? (who === 'stripe' ? `pi_${serial}` : `CAP${serial.toUpperCase()}`) : null,
        status,
        refunded: 0,
        created_at: iso(at),
        checked_at: null,
      });
      return id;
    };

    if (fate !== 'PAID') {
      // An unpaid order: the buyer left the provider's page, or never got there.
      if (random.next() < 0.5) attempt(fate === 'PENDING' ? 'PENDING' : 'EXPIRED', createdAt + 30_000);
      continue;
    }

    // Some buyers try one provider, then pay with the other.
    if (random.next() < 0.04) attempt('EXPIRED', createdAt + 20_000, provider === 'stripe' ? 'paypal' : 'stripe');
    const paidAt = createdAt + random.int(1, HOLD_MINUTES - 1) * MINUTE;
    order.paid_at = iso(paidAt);
    const paidWith: Paid[] = [];
    const payFor = (purpose: string, amount: number, at: number, instalmentType: string) => {
      const id = attempt('SUCCEEDED', at - 40_000, provider, purpose, amount);
      const transaction: Row = {
        id: next('transactions'),
        order_id: orderId,
        product_type: EVENT_KINDS[event.kind].productType,
        product_id: event.id,
        product_name: event.title,
        payer_email: buyerEmail,
        payer_first_name: first,
        payer_last_name: last,
        payer_phone_number: order.phone_number,
        payment_method: order.payment_type,
        date: iso(at),
        amount_paid: amount,
        total_amount: price.total,
        individual_price: price.unitPrice,
        quantity,
        discount: price.discount,
        gender,
        room,
        room_cost: price.accommodationUnit,
        instalment,
        instalment_type: instalmentType,
        status: 'SUCCESS',
        refunded: 0,
        payment_id: id,
        created_at: iso(at),
      };
      rows.transactions.push(transaction);
      paidWith.push({ id, amount, at, transaction, payment: rows.payments[rows.payments.length - 1] });
    };
    payFor('FIRST', price.charge, paidAt, instalment === 'FULL' ? 'FULL' : 'INSTALLMENT_1');

    const firstTicket = rows.tickets.length;
    for (let i = 0; i < quantity; i++) {
      const named = attendees[i];
      const ticket: Row = {
        id: next('tickets'),
        order_id: orderId,
        code: ticketCode(rows.tickets.length),
        attendee_name: named ? named.name : `${first} ${last}`,
        attendee_email: named?.email ?? null,
        checked_in_at: null,
        checked_in_by: null,
        voided_at: null,
        created_at: iso(paidAt),
      };
      rows.tickets.push(ticket);
    }
    email(TICKET_EMAIL, { orderId }, paidAt);
    for (let i = firstTicket; i < rows.tickets.length; i++) {
      if (rows.tickets[i].attendee_email) email(ATTENDEE_TICKET_EMAIL, { ticketId: rows.tickets[i].id }, paidAt);
    }

    // What happens after the sale: a full refund (the order cancelled), a part refund, or nothing.
    const after = random.next();
    const refundAt =
      after < 0.055
        ? Math.min(now, paidAt + Math.floor(random.next() * Math.max(DAY, Math.min(event.day, now) - paidAt - DAY)))
        : undefined;
    const lastDay = refundAt ?? now;

    if (instalment === 'INSTALLMENT') {
      const dates = instalmentDueDates(new Date(paidAt), event.deadline, 3);
      // One buyer in ten stops paying: the rest stays due (overdue once the day has passed).
      const stopsAfter = random.next() < 0.1 ? random.int(0, 2) : 3;
      let allPaid = true;
      dates.forEach((due, i) => {
        const number = i + 2;
        const dueAt = Date.parse(`${due}T00:00:00.000Z`);
        const paidOn = Math.max(paidAt + MINUTE, dueAt - random.int(0, 3) * DAY + random.int(8 * 60, 22 * 60) * MINUTE);
        const paid = i < stopsAfter && paidOn <= lastDay;
        rows.instalments.push({
          order_id: orderId,
          number,
          amount: price.instalments[i],
          due_date: due,
          paid_at: paid ? iso(paidOn) : null,
        });
        if (!paid) {
          allPaid = false;
          return;
        }
        payFor(`INSTALLMENT_${number}`, withVat(price.instalments[i]), paidOn, `INSTALLMENT_${number}`);
        email(INSTALMENT_RECEIPT, { orderId, number }, paidOn);
      });
      order.status = allPaid ? 'PAID' : 'PARTIALLY_PAID';
    }

    if (refundAt !== undefined) {
      // Everything paid given back, newest payment first, and the order cancelled (cancel-order.ts).
      const source = random.next() < 0.5 ? 'BUYER' : 'ADMIN';
      const reason = random.pick(REFUND_REASONS);
      const amount = paidWith.reduce((sum, payment) => sum + payment.amount, 0);
      refund(rows, next, orderId, source, reason, refundAt, [...paidWith].reverse(), amount);
      email(REFUND_RECEIPT, { orderId, refundId: rows.refunds[rows.refunds.length - 1].id }, refundAt);
      order.status = 'CANCELLED';
      order.cancelled_at = iso(refundAt);
      order.cancel_reason = reason;
      for (let i = firstTicket; i < rows.tickets.length; i++) rows.tickets[i].voided_at = iso(refundAt);
      email(CANCELLATION_NOTICE, { orderId }, refundAt);
    } else if (after < 0.08) {
      // A part of the newest payment given back by an admin; the order stays as it is.
      const newest = paidWith[paidWith.length - 1];
      const amount = Math.max(1, Math.floor((newest.amount * random.int(10, 50)) / 100));
      const at = newest.at + Math.floor(random.next() * Math.max(MINUTE, Math.min(event.day, now) - newest.at));
      refund(rows, next, orderId, 'ADMIN', random.pick(PARTIAL_REASONS), at, [newest], amount);
      email(REFUND_RECEIPT, { orderId, refundId: rows.refunds[rows.refunds.length - 1].id }, at);
    }

    if (order.status !== 'CANCELLED') {
      event.sold += quantity;
      // The door of a past event let most of its tickets in.
      if (event.day < today) {
        const [hours, minutes] = event.time.split(':').map(Number);
        for (let i = firstTicket; i < rows.tickets.length; i++) {
          if (random.next() < 0.88) {
            rows.tickets[i].checked_in_at = iso(event.day + (hours * 60 + minutes + random.int(-30, 150)) * MINUTE);
            rows.tickets[i].checked_in_by = random.pick(DOORS);
          }
        }
      }
    }
  }

  // Capacity: sold-out events have exactly what they sold, the others room to spare.
  for (const event of events) {
    const spare = event.soldOut ? 0 : Math.ceil((event.sold * (0.1 + (event.weight % 0.5))) / 10) * 10 + 20;
    event.row.capacity = event.sold + spare;
    rows.events.push(event.row);
  }

  const merchandise = seededRandom(5_341_003);
  for (let i = 0; i < options.merchandiseOrders; i++) {
    const item = merchandise.pick(seedItems);
    const date = today - merchandise.int(1, 540) * DAY + merchandise.int(8 * 60, 23 * 60) * MINUTE;
    const age = (today - date) / DAY;
    const quantity = merchandise.pick([1, 1, 1, 2, 2, 3]);
    rows.merchandiseOrders.push({
      id: SCALE_MERCHANDISE_ORDER_IDS + i + 1,
      item_name: item.title,
      image: '',
      payer_email: `${merchandise.pick(FIRST)}.${merchandise.pick(LAST)}.${merchandise.int(1, 5000)}@example.com`.toLowerCase(),
      payment_type: merchandise.pick(['Stripe', 'Stripe', 'Paypal', 'Bank Transfer']),
      date: iso(date),
      status: age > 14 ? 'Delivered' : age > 3 ? 'Confirmed' : 'Pending',
      quantity,
      amount: item.price * quantity,
      delivery_date: iso(date + merchandise.int(3, 10) * DAY),
    });
  }
  return rows;
}

const prices = new WeakMap<ScaleEvent, Map<string, PriceBreakdown>>();

/** priceForEvent, remembered: an event has few distinct choices and priceOrder validates its input each time. */
function priceOf(event: ScaleEvent, quantity: number, room: RoomType, gender: Gender, instalment: InstalmentOption): PriceBreakdown {
  let known = prices.get(event);
  if (!known) prices.set(event, (known = new Map()));
  const key = `${quantity}${room}${gender}${instalment}`;
  let price = known.get(key);
  if (!price) known.set(key, (price = priceForEvent(event.prices, { quantity, room, gender, instalment })));
  return price;
}

/** One refund made whole (SUCCEEDED) from `from` in that order, as refund-settlement.ts leaves it. */
function refund(
  rows: ScaleRows,
  next: (table: 'refunds' | 'refundParts') => string,
  orderId: string,
  source: string,
  reason: string,
  at: number,
  from: Paid[],
  amount: number,
) {
  const refundId = next('refunds');
  rows.refunds.push({ id: refundId, order_id: orderId, amount, reason, status: 'SUCCEEDED', source, failure: null, created_at: iso(at) });
  let left = amount;
  for (const payment of from) {
    if (left === 0) break;
    const part = Math.min(left, payment.amount);
    if (part === 0) continue;
    left -= part;
    const id = next('refundParts');
    rows.refundParts.push({
      id,
      refund_id: refundId,
      payment_id: payment.id,
      amount: part,
      status: 'SUCCEEDED',
      provider_refund_id: `re_${id.slice(-12)}`,
      created_at: iso(at),
    });
    // What the refund_parts_count trigger keeps on the payment (scale.ts writes it when the trigger is off).
    payment.payment.refunded = (payment.payment.refunded as number) + part;
    const refunded = (payment.transaction.refunded as number) + part;
    payment.transaction.refunded = refunded;
    payment.transaction.status = refunded === payment.transaction.amount_paid ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }
}

function buildEvents(random: Random, count: number, today: number): ScaleEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const kind: EventKindName = random.next() < 0.55 ? 'EXPERIENCE' : 'PARTY';
    // From 18 months ago to 6 months ahead, evenly spread.
    const offset = -540 + Math.floor(((i + random.next()) * 720) / count);
    const day = today + offset * DAY;
    const dayText = isoDay(day);
    const year = dayText.slice(0, 4);
    const place = random.pick(PLACES);
    const experience = kind === 'EXPERIENCE';
    const price = experience ? random.int(30, 120) * 500 : random.int(8, 30) * 250;
    const rooms = experience || random.next() < 0.2;
    const accommodationPriceSingle = rooms ? random.int(10, 40) * 500 : 0;
    const accommodationPriceShared = rooms ? Math.round(accommodationPriceSingle * 0.6) : 0;
    const discount = experience ? null : random.pick([0, 0, 250, 500]);
    const discountFor = experience ? null : discount === 0 ? '' : random.pick(['MALE', 'FEMALE', 'BOTH'] as const);
    const title = experience
      ? `${place} ${random.pick(TRIP_NAMES)} ${year} #${i + 1}`
      : `${random.pick(PARTY_NAMES)} ${place} ${year} #${i + 1}`;
    const time = experience ? '12:00' : random.pick(['13:00', '18:00', '20:00', '22:00']);
    const id = scaleId('events', i);
    const prices = (
      experience
        ? { kind, price, accommodationPriceSingle, accommodationPriceShared }
        : { kind, price, accommodationPriceSingle, accommodationPriceShared, discount: discount ?? 0, discountFor: discountFor ?? '' }
    ) as EventPrices;
    const deadline = defaultInstalmentDeadline(dayText);
    const createdAt = day - random.int(160, 220) * DAY;
    return {
      id,
      kind,
      title,
      prices,
      day,
      time,
      deadline,
      weight: 0.4 + random.next() * 1.2,
      sold: 0,
      soldOut: random.next() < 0.15,
      row: {
        id,
        kind,
        title,
        description: experience
          ? `${random.int(3, 7)} days in ${place} with the crew: everything below included, just bring your passport.`
          : `Our ${place} crowd, the best DJs and a long night. Doors open at ${time}.`,
        address: experience ? `${place}` : random.pick(VENUES),
        price,
        status: offset < 0 ? 'CLOSED' : random.next() < 0.1 ? 'CLOSED' : 'OPEN',
        accommodation_price_single: accommodationPriceSingle,
        accommodation_price_shared: accommodationPriceShared,
        images: [],
        poster_image: '',
        capacity: 0,
        instalment_deadline: deadline,
        day: dayText,
        time,
        event_package: experience ? PACKAGES.filter(() => random.next() < 0.6) : null,
        discount,
        discount_for: discountFor,
        cancel_until_days: DEFAULT_CANCEL_UNTIL_DAYS,
        cancellation_fee_percent: 0,
        time_zone: DEFAULT_TIME_ZONE,
        end_day: experience ? isoDay(day + random.int(3, 6) * DAY) : null,
        end_time: experience ? '11:00' : null,
        on_sale_at: null,
        use_queue: false,
        admit_per_minute: DEFAULT_ADMIT_PER_MINUTE,
        max_per_order: DEFAULT_MAX_PER_ORDER,
        max_per_email: null,
        created_at: iso(createdAt),
        updated_at: iso(createdAt),
      },
    };
  });
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCES = 30 ** 6;

/** A distinct reference per order number: n times 7^10 (prime to 30^6) is a permutation of them. */
export function orderReference(n: number): string {
  let value = Number((BigInt(n) * 282_475_249n + 123_457n) % BigInt(REFERENCES));
  let out = '';
  for (let i = 0; i < 6; i++) {
    out = REFERENCE_ALPHABET[value % 30] + out;
    value = Math.floor(value / 30);
  }
  return `EVT-${out}`;
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 32 well-mixed bits of x (murmur3's finaliser). */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A ticket code in the form the door reads ('7K3M-Q9TX-2HDR-5WNA'): 16 characters of 5 bits, four
 * of them the ticket's number (below 2^20) scrambled one-to-one, so no two tickets share a code, the
 * other twelve hashed from it.
 */
function ticketCode(n: number): string {
  const unique = (Math.imul(n, 0x9e37b) + 0x5ca1e) & 0xfffff;
  let a = mix(n ^ 0x2545f491);
  let b = mix(n + 0x6d2b79f5);
  let out = '';
  for (let i = 0; i < 16; i++) {
    let digit: number;
    if (i % 4 === 3) digit = (unique >>> (5 * (i >> 2))) & 31;
    else if (i < 8) {
      digit = a & 31;
      a >>>= 5;
    } else {
      digit = b & 31;
      b >>>= 5;
    }
    out += CODE_ALPHABET[digit];
    if (i % 4 === 3 && i < 15) out += '-';
  }
  return out;
}
