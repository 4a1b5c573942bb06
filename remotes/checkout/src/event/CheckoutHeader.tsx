import { PageHeader } from '@shared/ui';
import type { CheckoutEvent } from './checkoutEvent';
import { instalmentNotice } from './deadline';

export const CHECKOUT_TITLE = 'Secure Your Order & Checkout';

/** The header of the check-out and confirmation screens, with the event's instalment deadline. */
export function CheckoutHeader({ event, backTo }: { event?: CheckoutEvent; backTo: string }) {
  return <PageHeader title={CHECKOUT_TITLE} backTo={backTo} notification={event && instalmentNotice(event.instalmentDeadline)} />;
}
