// Promo codes (docs/product-rules.md#promo-codes): what an admin creates, what the checkout asks
// and what an order carries. The discount itself is priced by priceOrder, nowhere else.
import { z } from 'zod';

export const PromoKind = z.enum(['AMOUNT', 'PERCENT'], { error: "The kind must be 'AMOUNT' or 'PERCENT'" });
export type PromoKind = z.infer<typeof PromoKind>;

// (The same two names as OrderType; spelt here because orders.ts reads this file.)
const EventKindName = z.enum(['EXPERIENCE', 'PARTY'], { error: "The kind of event must be 'EXPERIENCE' or 'PARTY'" });

/** What a code takes off: pence for AMOUNT, a whole percentage for PERCENT. */
export const PromoDiscount = z.object({ kind: PromoKind, value: z.int().positive() });
export type PromoDiscount = z.infer<typeof PromoDiscount>;

export const PROMO_CODE_MAX = 40;
/** Codes are told apart whatever their letter case: stored and compared upper-case. */
export const PromoCodeText = z
  .string('Please enter a promo code')
  .trim()
  .min(1, 'Please enter a promo code')
  .max(PROMO_CODE_MAX, `A promo code has at most ${PROMO_CODE_MAX} characters`)
  // A refinement, not a pattern: a code is free text an admin chooses (any word of those characters
  // is a good one), which the OpenAPI document says with its length limit alone.
  .refine((code) => /^[A-Za-z0-9_-]+$/.test(code), 'A promo code has only letters, digits, - and _')
  .transform((code) => code.toUpperCase());

/** The messages a buyer gets for a code that cannot be used: never a silent full price. */
export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is no longer active.',
  notYet: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has been used up.',
  otherEvent: 'This promo code is not valid for this event.',
} as const;

const instant = z.iso.datetime({ offset: true, error: 'Please enter a valid date and time' });

export const PromoCodeCreate = z
  .object({
    code: PromoCodeText,
    kind: PromoKind,
    value: z.int('The value must be a whole number').positive('The value must be more than 0').max(100_000_000),
    /** One event, one kind of event, or (neither) every event. */
    eventId: z.guid('Please choose a valid event').optional(),
    eventKind: EventKindName.optional(),
    maxUses: z.int('Maximum uses must be a whole number').positive('Maximum uses must be at least 1').max(1_000_000).optional(),
    validFrom: instant.optional(),
    validUntil: instant.optional(),
    active: z.boolean().default(true),
  })
  .refine((code) => code.kind !== 'PERCENT' || code.value <= 100, { message: 'A percentage is at most 100', path: ['value'] })
  .refine((code) => !code.validFrom || !code.validUntil || Date.parse(code.validFrom) < Date.parse(code.validUntil), {
    message: 'The code must start before it ends',
    path: ['validUntil'],
  });
export type PromoCodeCreateInput = z.input<typeof PromoCodeCreate>;
export type PromoCodeCreate = z.output<typeof PromoCodeCreate>;

/** PATCH /admin/promo-codes/{id}: switch a code on or off. */
export const PromoCodeUpdate = z.strictObject({ active: z.boolean('Active must be true or false') });
export type PromoCodeUpdate = z.infer<typeof PromoCodeUpdate>;

export const PromoCode = z.object({
  id: z.string(),
  code: z.string(),
  kind: PromoKind,
  value: z.int(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  eventKind: EventKindName.nullable(),
  maxUses: z.int().nullable(),
  /** Orders that paid with it or hold tickets with it now. */
  uses: z.int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCode>;
export const PromoCodeList = z.object({ data: z.array(PromoCode) });
export type PromoCodeList = z.infer<typeof PromoCodeList>;

/** POST /promo-codes/check: would this code take something off this order? */
export const PromoCheck = z.object({
  code: PromoCodeText,
  eventId: z.guid('Please choose a valid event'),
  quantity: z.int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(100),
  // The checkout's choices, when made, so the discount is the one the order will get.
  room: z.enum(['SINGLE', 'SHARED', 'NONE']).optional(),
  gender: z.enum(['MALE', 'FEMALE']).optional(),
});
export type PromoCheck = z.infer<typeof PromoCheck>;

/** discount: pence off the order before VAT (tickets only when no room is given); message: why not, when it is not valid. */
export const PromoCheckResult = z.object({
  data: z.object({ valid: z.boolean(), discount: z.int().nonnegative(), message: z.string().optional() }),
});
export type PromoCheckResult = z.infer<typeof PromoCheckResult>;
