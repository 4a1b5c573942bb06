import type { MerchandiseOrderStatus, MerchandisePaymentType } from '@shared/domain';
import { daysAgo, FIRST_NAMES, LAST_NAMES, seededRandom } from './random';

// Eight sample items with numeric ids 1-8, prices in pence, colour and size variants.
export interface SeedItem {
  id: number;
  slug: string;
  title: string;
  price: number;
  description: string;
  variants: string[];
}

export const seedItems: SeedItem[] = [
  {
    id: 1,
    slug: 'camo-hoodie',
    title: 'Camo Hoodie',
    price: 4599,
    description: 'Heavyweight brushed-cotton hoodie in camo print with an embroidered logo.',
    variants: ['Camo', 'Medium', 'Large'],
  },
  {
    id: 2,
    slug: 'orange-tee',
    title: 'Orange Festival Tee',
    price: 1999,
    description: 'Soft organic cotton tee in sunset orange, printed with this year\u2019s line-up.',
    variants: ['Orange', 'Small', 'Medium', 'Large'],
  },
  {
    id: 3,
    slug: 'bucket-hat',
    title: 'Reversible Bucket Hat',
    price: 1499,
    description: 'Camo on one side, plain black on the other; packs flat into a pocket.',
    variants: ['Camo', 'Black'],
  },
  {
    id: 4,
    slug: 'tote-bag',
    title: 'Canvas Tote Bag',
    price: 1299,
    description: 'A roomy canvas tote with a long strap, big enough for a weekend away.',
    variants: ['Natural', 'Black'],
  },
  {
    id: 5,
    slug: 'water-bottle',
    title: 'Steel Water Bottle',
    price: 1799,
    description: 'Keeps drinks cold for 24 hours; refill it free at every event.',
    variants: ['Orange', 'White'],
  },
  {
    id: 6,
    slug: 'enamel-pin-set',
    title: 'Enamel Pin Set',
    price: 899,
    description: 'Three hard-enamel pins: the logo, a palm tree and a disco ball.',
    variants: [],
  },
  {
    id: 7,
    slug: 'windbreaker',
    title: 'Lightweight Windbreaker',
    price: 5499,
    description: 'Showerproof, packable jacket for festival weather, with reflective trim.',
    variants: ['Camo', 'Orange', 'Large', 'X-Large'],
  },
  {
    id: 8,
    slug: 'snapback-cap',
    title: 'Snapback Cap',
    price: 2199,
    description: 'Structured cap with an embroidered front logo and adjustable strap.',
    variants: ['Black', 'Orange'],
  },
];

export interface SeedOrder {
  id: number;
  itemId: number;
  payerEmail: string;
  paymentType: MerchandisePaymentType;
  date: Date;
  status: MerchandiseOrderStatus;
  quantity: number;
  deliveryDate: Date;
}

export const SEED_ORDER_COUNT = 30;
const PAYMENT_TYPES: MerchandisePaymentType[] = ['Bank Transfer', 'Stripe', 'Paypal'];

const STATUSES: MerchandiseOrderStatus[] = ['Pending', 'Confirmed', 'Delivered'];
/** How many days ago an order of each status was placed: delivered ones are the oldest. */
const AGE_DAYS: Record<MerchandiseOrderStatus, [number, number]> = { Pending: [0, 7], Confirmed: [3, 20], Delivered: [21, 90] };

/** Demo orders over the last 90 days, a third of each status. */
export function seedOrders(now: Date): SeedOrder[] {
  const random = seededRandom(20_250_301);
  return Array.from({ length: SEED_ORDER_COUNT }, (_, index) => {
    const status = STATUSES[index % STATUSES.length];
    const [youngest, oldest] = AGE_DAYS[status];
    const date = daysAgo(now, random.int(youngest, oldest), random.int(8, 21), random.int(0, 59));
    const first = random.pick(FIRST_NAMES);
    return {
      id: index + 1,
      itemId: random.pick(seedItems).id,
      payerEmail: `${first.toLowerCase()}.${random.pick(LAST_NAMES).toLowerCase()}@example.com`,
      paymentType: random.pick(PAYMENT_TYPES),
      date,
      status,
      quantity: random.int(1, 4),
      deliveryDate: new Date(date.getTime() + random.int(3, 10) * 86_400_000),
    };
  });
}
