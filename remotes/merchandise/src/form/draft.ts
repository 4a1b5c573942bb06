import { MerchandiseInput, poundsToPence } from '@shared/domain';

/** The form as typed: the price in pounds, as the number input gives it. */
export interface MerchandiseDraft {
  title: string;
  price: string;
  description: string;
  image: string;
  variants: string[];
}

export const emptyDraft: MerchandiseDraft = { title: '', price: '', description: '', image: '', variants: [] };

const ENTER_PRICE = 'Please enter a valid price (at least £0.01, in pounds and pence)';

/** What the API gets (price in whole pence), or the first problem to show the admin. */
export function toInput(draft: MerchandiseDraft): MerchandiseInput | string {
  const price = poundsToPence(draft.price);
  if (price === null || price < 1) return ENTER_PRICE;
  const checked = MerchandiseInput.safeParse({ ...draft, price });
  if (!checked.success) return checked.error.issues[0].message;
  return { ...checked.data };
}
