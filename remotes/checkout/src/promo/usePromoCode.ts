import { errorMessage, useCheckPromoCode } from '@shared/api';
import { PROMO_MESSAGES, PromoCodeText } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { CheckoutFormValues } from '../confirmation/checkoutForm';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { checkoutStore } from '../event/checkoutStore';

export const PROMO_CHECK_FAILED = 'Could not check the promo code. Please try again.';

/** A code the server said takes `discount` pence off this order as it is chosen now. */
export interface AppliedPromo {
  code: string;
  discount: number;
}

const refusals: readonly string[] = Object.values(PROMO_MESSAGES);
/** Whether an order's refusal is about its promo code (order create answers those with 400). */
export const isPromoRefusal = (message: string) => refusals.includes(message);

/**
 * The checkout's promo code (docs/product-rules.md#promo-codes): Apply asks the server what the
 * code takes off this order; a code it refuses says why under the field and in a toast, and is not
 * applied, so the buyer never pays full price without knowing. A changed room or gender asks
 * again, since the discount depends on them; the order itself is priced again by the server.
 */
export function usePromoCode(event: CheckoutEvent, quantity: number, form: Pick<CheckoutFormValues, 'room' | 'gender'>) {
  const check = useCheckPromoCode();
  // The code applied before a reload or the trip to the provider and back, asked about again below.
  const [stored] = useState(() => checkoutStore.get(event.kind, event.id)?.promoCode);
  const [text, setText] = useState(stored ?? '');
  const [applied, setApplied] = useState<AppliedPromo>();
  const [error, setError] = useState<string>();
  const remember = (promoCode: string | undefined) => checkoutStore.update(event.kind, event.id, { promoCode });

  /** A refused code: not applied, and why under the field; toasted unless the caller toasts already. */
  const refuse = (message: string, announce = true) => {
    setApplied(undefined);
    setError(message);
    remember(undefined);
    if (announce) toast.error(message, toastShort);
  };

  const apply = async (typed = text) => {
    const parsed = PromoCodeText.safeParse(typed);
    if (!parsed.success) return refuse(parsed.error.issues[0].message);
    try {
      const answer = await check.mutateAsync({
        code: parsed.data,
        eventId: event.id,
        quantity,
        ...(form.room ? { room: form.room } : {}),
        ...(form.gender ? { gender: form.gender } : {}),
      });
      if (!answer.valid) return refuse(answer.message ?? PROMO_MESSAGES.unknown);
      setError(undefined);
      setText(parsed.data);
      setApplied({ code: parsed.data, discount: answer.discount });
      remember(parsed.data);
    } catch (failure) {
      refuse(errorMessage(failure, PROMO_CHECK_FAILED));
    }
  };

  useEffect(() => {
    if (stored) void apply(stored);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What a code takes off depends on the room and the gender: ask again when they change.
  const choices = `${form.room}:${form.gender}`;
  const askedFor = useRef(choices);
  useEffect(() => {
    if (askedFor.current === choices) return;
    askedFor.current = choices;
    if (applied) void apply(applied.code);
    // Only a change of the choices asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices]);

  const change = (value: string) => {
    setText(value);
    setError(undefined);
  };
  const remove = () => {
    setApplied(undefined);
    setText('');
    setError(undefined);
    remember(undefined);
  };

  return { text, change, apply: () => apply(), remove, applied, error, checking: check.isPending, refuse };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
