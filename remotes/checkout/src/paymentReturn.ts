// Browser storage for the return from the payment provider: the poster and kind of what
// was bought, and the flag that makes the confirmation page show 'Payment Successful'. Kept in
// localStorage because the provider may send the buyer back in another tab.
import { EVENT_KINDS, findEventKind, kindOfSegment, type EventKind } from '@shared/domain';

const IMAGE = 'paymentSuccessImage';
const TYPE = 'paymentSuccessType';
const FLAG = 'showSuccessModal';

export const paymentReturn = {
  /** Before leaving for the provider. */
  remember(kind: EventKind, posterImage: string): void {
    localStorage.setItem(IMAGE, posterImage);
    localStorage.setItem(TYPE, kindOfSegment(kind).word);
  },
  /** The payment-success page: the next confirmation page shows the modal. */
  markSucceeded(): void {
    localStorage.setItem(FLAG, 'true');
  },
  succeeded: (): boolean => localStorage.getItem(FLAG) === 'true',
  kind: (): EventKind => (findEventKind('word', localStorage.getItem(TYPE) ?? '') ?? EVENT_KINDS.EXPERIENCE).segment,
  image: (): string => localStorage.getItem(IMAGE) ?? '',
  /** Once the buyer has seen the modal. */
  clear(): void {
    for (const key of [IMAGE, TYPE, FLAG]) localStorage.removeItem(key);
  },
};
