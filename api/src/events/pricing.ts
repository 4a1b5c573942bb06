import { EVENT_KINDS, type PriceBreakdown, type PriceInput, priceOrder } from '@shared/domain';
import type { ExperienceEvent, PartyEvent } from './model';

/** What of an event its price depends on. */
export type EventPrices =
  | Pick<ExperienceEvent, 'kind' | 'price' | 'accommodationPriceSingle' | 'accommodationPriceShared'>
  | Pick<PartyEvent, 'kind' | 'price' | 'accommodationPriceSingle' | 'accommodationPriceShared' | 'discount' | 'discountFor'>;

/** The buyer's choices that price an order, and the promo code's discount when one is used. */
type OrderChoices = Pick<PriceInput, 'quantity' | 'room' | 'gender' | 'instalment' | 'promo'>;

/**
 * priceOrder (docs/product-rules.md#pricing) for an event: the ticket and room prices, a party's
 * discount, and a promo code's.
 */
export function priceForEvent(event: EventPrices, choices: OrderChoices): PriceBreakdown {
  return priceOrder({
    kind: EVENT_KINDS[event.kind].word,
    price: event.price,
    accommodationPriceSingle: event.accommodationPriceSingle,
    accommodationPriceShared: event.accommodationPriceShared,
    ...(event.kind === 'PARTY' ? { discount: event.discount, discountFor: event.discountFor } : {}),
    ...choices,
  });
}
