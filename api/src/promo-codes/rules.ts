// Whether a promo code may be used by an order (docs/product-rules.md#promo-codes): a pure rule,
// read by the check and, under the code's row lock, by order create, so both answer alike.
import { type EventKindName, PROMO_MESSAGES } from '@shared/domain';

/** What the rule reads of a code. */
export interface PromoTerms {
  active: boolean;
  eventId: string | null;
  eventKind: EventKindName | null;
  maxUses: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** The order the code is asked for, and the code's uses so far. */
export interface PromoUse {
  eventId: string;
  eventKind: EventKindName;
  uses: number;
  now: Date;
}

/** Why the code cannot be used (one of PROMO_MESSAGES), or undefined when it can. */
export function promoRefusal(code: PromoTerms, { eventId, eventKind, uses, now }: PromoUse): string | undefined {
  if (!code.active) return PROMO_MESSAGES.inactive;
  if (code.validFrom && now < code.validFrom) return PROMO_MESSAGES.notYet;
  // validUntil is the first instant the code no longer works.
  if (code.validUntil && now >= code.validUntil) return PROMO_MESSAGES.expired;
  if (code.eventId !== null && code.eventId !== eventId) return PROMO_MESSAGES.otherEvent;
  if (code.eventKind !== null && code.eventKind !== eventKind) return PROMO_MESSAGES.otherEvent;
  if (code.maxUses !== null && uses >= code.maxUses) return PROMO_MESSAGES.usedUp;
  return undefined;
}
