// How a promo code reads in the back office's list (docs/product-rules.md#promo-codes).
import { formatPounds, type PromoCode } from '@shared/domain';

/** '£5.00 off' or '10% off'. */
export const discountText = ({ kind, value }: Pick<PromoCode, 'kind' | 'value'>) =>
  kind === 'AMOUNT' ? `${formatPounds(value)} off` : `${value}% off`;

/** Its event's title, every event of a kind, or every event. */
export function appliesToText({ eventId, eventTitle, eventKind }: Pick<PromoCode, 'eventId' | 'eventTitle' | 'eventKind'>): string {
  if (eventId) return eventTitle ?? 'One event';
  if (eventKind === 'EXPERIENCE') return 'All experiences';
  if (eventKind === 'PARTY') return 'All parties';
  return 'All events';
}

/** '3 / 10', or '3' for a code without a limit. */
export const usesText = ({ uses, maxUses }: Pick<PromoCode, 'uses' | 'maxUses'>) =>
  maxUses === null ? String(uses) : `${uses} / ${maxUses}`;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-14T18:30:00Z' => '14 Mar 2026, 18:30 UTC' (UTC, like every time of the back office); null => '-'. */
export function instantText(value: string | null): string {
  if (value === null) return '-';
  const date = new Date(value);
  return `${dayFormat.format(date)}, ${date.toISOString().slice(11, 16)} UTC`;
}
