// Which remote renders which routes. The shell owns only these prefixes; each remote owns the
// routes inside its area, so a remote can add a page without a shell release.
import { isUnder, paths } from '@shared/domain';

export type RemoteName = 'storefront' | 'checkout' | 'event_hub' | 'merchandise' | 'payments' | 'settings';

export interface Area {
  remote: RemoteName;
  label: string;
  prefixes: readonly string[];
  /** The area is built without MUI, so the shell loads no theme frame around it. */
  withoutMui?: true;
}

export const adminAreas: readonly Area[] = [
  { remote: 'payments', label: 'dashboard and payments', prefixes: [paths.admin.dashboard, paths.admin.payments] },
  { remote: 'event_hub', label: 'event hub', prefixes: [paths.admin.events] },
  { remote: 'merchandise', label: 'merchandise', prefixes: [paths.admin.merchandise] },
  { remote: 'settings', label: 'settings', prefixes: [paths.admin.settings] },
];

const kinds = ['experiences', 'parties'] as const;

export const checkoutArea: Area = {
  remote: 'checkout',
  label: 'checkout',
  prefixes: [
    ...kinds.flatMap((kind) => [paths.checkOut(kind), paths.confirmation(kind), paths.redirect(kind)]),
    paths.paymentSuccess,
  ],
};

/** Everything public that is not checkout belongs to the storefront (it answers unknown paths too). */
export const storefrontArea: Area = { remote: 'storefront', label: 'storefront', prefixes: ['/'], withoutMui: true };

export function adminAreaFor(pathname: string): Area | undefined {
  return adminAreas.find((area) => area.prefixes.some((prefix) => isUnder(pathname, prefix)));
}

export function publicAreaFor(pathname: string): Area {
  return checkoutArea.prefixes.some((prefix) => isUnder(pathname, prefix)) ? checkoutArea : storefrontArea;
}
