// Merchandise items and the demo merchandise orders of the admin area. Prices are integer pence;
// show them with formatPounds.
import { z } from 'zod';
import { PenceSchema } from './money';

/**
 * Adds a typed variant (colour, size...) the way the form's Enter key does: trimmed, and
 * ignored when empty or already present in any letter case ('Large' and 'large' are one size).
 */
export function addVariant(variants: readonly string[], typed: string): string[] {
  const variant = typed.trim();
  const known = variants.some((existing) => existing.toLowerCase() === variant.toLowerCase());
  return variant === '' || known ? [...variants] : [...variants, variant];
}

export const MerchandiseItem = z.object({
  id: z.int().min(1),
  image: z.string(),
  title: z.string().min(1),
  price: PenceSchema,
  description: z.string(),
  variants: z.array(z.string()),
});
export type MerchandiseItem = z.infer<typeof MerchandiseItem>;

/** Create and update send the whole item, so one schema serves both. */
export const MerchandiseInput = z.object({
  title: z.string('Please enter a title').trim().min(1, 'Please enter a title'),
  price: PenceSchema.min(1, 'Price must be at least £0.01'),
  description: z.string().trim().default(''),
  // Empty until an image is uploaded; the item then shows the fallback image.
  image: z.string().trim().default(''),
  variants: z
    .array(z.string())
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
