import type { MerchandiseOrderStatus } from '@shared/domain';

/** '2026-03-14T09:30:00.000Z' => '14 Mar 2026' (UTC, like every date of the site). */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const statusColour: Record<MerchandiseOrderStatus, 'warning' | 'info' | 'success'> = {
  Pending: 'warning',
  Confirmed: 'info',
  Delivered: 'success',
};
