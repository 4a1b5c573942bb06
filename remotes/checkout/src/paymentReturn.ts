// Browser storage for the return from the payment provider: the poster and kind of what
// was bought, the flag that makes the confirmation page show 'Payment Successful' and the order
// it was for (whose receipt the modal shows). Kept in localStorage because the provider may send
// the buyer back in another tab.
import { kindOfSegment, type EventKind } from '@shared/domain';

const IMAGE = 'paymentSuccessImage';
const TYPE = 'paymentSuccessType';
const FLAG = 'showSuccessModal';
const ORDER = 'paymentSuccessOrder';

export const paymentReturn = {
  /** Before leaving for the provider. */
  remember(kind: EventKind, posterImage: string): void {
    localStorage.setItem(IMAGE, posterImage);
    localStorage.setItem(TYPE, kindOfSegment(kind).word);
  },
  /** The payment-success page: the next confirmation page shows the modal, with the order's receipt when it is known. */
  markSucceeded(orderId: string | null): void {
    localStorage.setItem(FLAG, 'true');
    if (orderId) localStorage.setItem(ORDER, orderId);
    else localStorage.removeItem(ORDER);
  },
  succeeded: (): boolean => localStorage.getItem(FLAG) === 'true',
  order: (): string | null => localStorage.getItem(ORDER),
  image: (): string => localStorage.getItem(IMAGE) ?? '',
  /** Once the buyer has seen the modal. */
  clear(): void {
    for (const key of [IMAGE, TYPE, FLAG, ORDER]) localStorage.removeItem(key);
  },
};
