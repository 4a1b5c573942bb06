// The one price calculation: the checkout summary shows what this returns and the API charges
// what this returns, computed from the database copy of the event, so the two cannot disagree.
// Rules: docs/product-rules.md#pricing; every amount is integer pence.
import { z } from 'zod';
import { MAX_QUANTITY } from './eventLimits';
import { DiscountFor } from './events';
import { PenceSchema, percentOf } from './money';
import { VAT_PERCENT } from './vat';
import { PromoDiscount } from './promoCodes';

/** NONE: the event offers no rooms (both room prices 0), so the buyer is not asked for one. */
export const RoomType = z.enum(['SINGLE', 'SHARED', 'NONE'], { error: 'Please select a room type.' });
export type RoomType = z.infer<typeof RoomType>;

/** Whether an event asks its buyers for a room: it does unless both room prices are 0. */
export function eventHasRooms(event: { accomodationPriceSingle: number; accomodationPriceShared: number }): boolean {
  return event.accomodationPriceSingle > 0 || event.accomodationPriceShared > 0;
}

export const ROOM_REQUIRED_MESSAGE = 'Please select a room type.';

export const Gender = z.enum(['MALE', 'FEMALE'], { error: 'Please select a gender.' });
export type Gender = z.infer<typeof Gender>;

/** Pay the whole amount now, or a deposit now and the rest in instalments (the wire's `installment`). */
export const InstalmentOption = z.enum(['FULL', 'INSTALLMENT'], {
  error: 'Please select a payment option.',
});
export type InstalmentOption = z.infer<typeof InstalmentOption>;

/** Share of the total paid today when paying by instalments. */
export const DEPOSIT_PERCENT = 25;
const LATER_INSTALMENTS = 3;

export const PriceInput = z.object({
  kind: z.enum(['experience', 'party']),
  price: PenceSchema,
  accommodationPriceSingle: PenceSchema,
  accommodationPriceShared: PenceSchema,
  discount: PenceSchema.optional(),
  discountFor: DiscountFor.optional(),
  quantity: z.int().min(1).max(MAX_QUANTITY),
  room: RoomType,
  gender: Gender,
  instalment: InstalmentOption,
  /** A promo code's discount, applied after a party's own discount (docs/product-rules.md#promo-codes). */
  promo: PromoDiscount.optional(),
});
export type PriceInput = z.infer<typeof PriceInput>;

export interface PriceBreakdown {
  /** Ticket price of one unit. */
  unitPrice: number;
  /** Accommodation price of one unit for the chosen room. */
  accommodationUnit: number;
  quantity: number;
  /** (unitPrice + accommodationUnit) x quantity. */
  base: number;
  /** Everything off the order: a party's gender discount plus the promo code's. */
  discount: number;
  /** The promo code's part of the discount; 0 without one. */
  promoDiscount: number;
  /** base - discount: what the order costs before VAT. */
  total: number;
  /** Paid today before VAT: the total, or the deposit when paying by instalments. */
  dueNow: number;
  vat: number;
  /** dueNow + vat: what the payment provider is asked to take today. */
  charge: number;
  /** The later instalments (pence remainder on the last one); empty for full payment. */
  instalments: number[];
  /** total - dueNow. */
  remaining: number;
}

/** Prices one order line. Throws an Error naming every invalid field. */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const parsed = PriceInput.safeParse(input);
  if (!parsed.success) {
    throw new Error(`Invalid pricing input:\n${z.prettifyError(parsed.error)}`);
  }
  const { kind, price, quantity, room, gender, instalment } = parsed.data;
  const rooms = {
    accomodationPriceSingle: parsed.data.accommodationPriceSingle,
    accomodationPriceShared: parsed.data.accommodationPriceShared,
  };
  // An event with rooms needs a room chosen; an event without any costs nothing for one.
  if (room === 'NONE' && eventHasRooms(rooms)) throw new Error(ROOM_REQUIRED_MESSAGE);
  const accommodationUnit = room === 'SINGLE' ? rooms.accomodationPriceSingle : room === 'SHARED' ? rooms.accomodationPriceShared : 0;
  const base = (price + accommodationUnit) * quantity;

  const discountFor = parsed.data.discountFor ?? '';
  const discountApplies = kind === 'party' && (discountFor === 'BOTH' || discountFor === gender);
  const partyDiscount = discountApplies ? Math.min((parsed.data.discount ?? 0) * quantity, base) : 0;
  const promoDiscount = promoOff(base - partyDiscount, parsed.data.promo);
  const discount = partyDiscount + promoDiscount;
  const total = base - discount;

  const dueNow = instalment === 'FULL' ? total : percentOf(total, DEPOSIT_PERCENT);
  const remaining = total - dueNow;
  const vat = percentOf(dueNow, VAT_PERCENT);
  return {
    unitPrice: price,
    accommodationUnit,
    quantity,
    base,
    discount,
    promoDiscount,
    total,
    dueNow,
    vat,
    charge: dueNow + vat,
    instalments: instalment === 'FULL' ? [] : splitEvenly(remaining, LATER_INSTALMENTS),
    remaining,
  };
}

/** What a promo code takes off `amount`: a fixed sum (never more than the amount) or a percentage. */
export function promoOff(amount: number, promo: PromoDiscount | undefined): number {
  if (!promo) return 0;
  return promo.kind === 'AMOUNT' ? Math.min(promo.value, amount) : percentOf(amount, promo.value);
}

function splitEvenly(amount: number, parts: number): number[] {
  const share = (amount - (amount % parts)) / parts;
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? amount - share * (parts - 1) : share));
}
