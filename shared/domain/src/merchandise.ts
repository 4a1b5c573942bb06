// Merchandise items and the demo merchandise orders of the admin area. Prices are integer pence;
// show them with formatPounds.
import { z } from 'zod';
import { IMAGE_URL_MESSAGE, ImageUrl } from './events';
import { formatPounds, PenceSchema } from './money';
import { limitText, MERCHANDISE_DESCRIPTION_MAX, TITLE_MAX, VARIANT_MAX } from './text';

/**
 * Adds a typed variant (colour, size...) the way the form's Enter key does: trimmed, and
 * ignored when empty or already present in any letter case ('Large' and 'large' are one size).
 */
export function addVariant(variants: readonly string[], typed: string): string[] {
  const variant = typed.trim();
  const known = variants.some((existing) => existing.toLowerCase() === variant.toLowerCase());
  return variant === '' || known ? [...variants] : [...variants, variant];
}

// Bounds keep every value inside its column, so oversized input is a 400, not a database error.
export const MAX_MERCHANDISE_PENCE = 100_000_000;
const MAX_VARIANTS = 30;
/** Ids are int4 in the database; a larger number can only be a bad link. */
export const MAX_MERCHANDISE_ID = 2_147_483_647;

export const MerchandiseItem = z.object({
  id: z.int().min(1),
  image: z.string(),
  title: z.string().min(1),
  price: PenceSchema,
  /** The price as shown, '£x.xx'; the number stays in pence for arithmetic. */
  displayPrice: z.string(),
  description: z.string(),
  variants: z.array(z.string()),
});
export type MerchandiseItem = z.infer<typeof MerchandiseItem>;

export const MerchandiseList = z.object({ data: z.array(MerchandiseItem) });
export type MerchandiseList = z.infer<typeof MerchandiseList>;

/** The '£x.xx' text every item shows (docs/product-rules.md#merchandise). */
export const merchandiseDisplayPrice = (pence: number) => formatPounds(pence);

/** A merchandise id in a URL: a whole number from 1. */
export const MerchandiseId = z.object({ id: z.coerce.number().int().min(1).max(MAX_MERCHANDISE_ID) });

/** Create and update send the whole item, so one schema serves both. */
export const MerchandiseInput = z.object({
  title: limitText(z.string('Please enter a title').trim().min(1, { error: 'Please enter a title', abort: true }), {
    label: 'Title',
    max: TITLE_MAX,
  }),
  price: PenceSchema.min(1, 'Price must be at least £0.01').max(MAX_MERCHANDISE_PENCE),
  description: limitText(z.string().trim(), { label: 'Description', max: MERCHANDISE_DESCRIPTION_MAX, multiLine: true }).default(''),
  // Empty until an image is uploaded; the item then shows the fallback image.
  image: z.literal('', IMAGE_URL_MESSAGE).or(ImageUrl).default(''),
  variants: z
    .array(limitText(z.string().trim(), { label: 'Variant', max: VARIANT_MAX }))
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)
    .default([])
    .transform((typed) => typed.reduce<string[]>(addVariant, [])),
});
export type MerchandiseInput = z.input<typeof MerchandiseInput>;

export const MerchandiseOrderStatus = z.enum(['Pending', 'Confirmed', 'Delivered']);
export type MerchandiseOrderStatus = z.infer<typeof MerchandiseOrderStatus>;

export const MerchandisePaymentType = z.enum(['Bank Transfer', 'Stripe', 'Paypal']);
export type MerchandisePaymentType = z.infer<typeof MerchandisePaymentType>;

export const MerchandiseOrder = z.object({
  id: z.int().min(1),
  itemName: z.string(),
  payerEmail: z.string(),
  paymentType: MerchandisePaymentType,
  date: z.iso.datetime({ offset: true }),
  status: MerchandiseOrderStatus,
  quantity: z.int().min(1),
  amount: PenceSchema,
  deliveryDate: z.iso.datetime({ offset: true }),
  image: z.string(),
});
export type MerchandiseOrder = z.infer<typeof MerchandiseOrder>;

/** GET /merchandise-orders: one status or all, 10 a page, newest first (docs/product-rules.md#merchandise). */
export const MERCHANDISE_ORDERS_PAGE_SIZE = 10;
export const MerchandiseOrderQuery = z.object({
  status: MerchandiseOrderStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(MERCHANDISE_ORDERS_PAGE_SIZE),
});
export type MerchandiseOrderQuery = z.input<typeof MerchandiseOrderQuery>;

export const MerchandiseOrderPage = z.object({
  data: z.array(MerchandiseOrder),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Orders matching the filter, over all pages. */
  total: z.int().min(0),
});
export type MerchandiseOrderPage = z.infer<typeof MerchandiseOrderPage>;
