// The type contract between the shell and the remotes: what each remote exposes, as the remote
// itself published it (scripts/remote-types.ts unpacks the types into shell/@mf-types). The
// shell renders every area with no props, so a remote whose App starts requiring props, or stops
// being a component, fails the shell's typecheck instead of the page.
import type { ComponentType } from 'react';
import type CheckoutApp from 'checkout/App';
import type EventHubApp from 'event_hub/App';
import type MerchandiseApp from 'merchandise/App';
import type PaymentsApp from 'payments/App';
import type SettingsApp from 'settings/App';
import type StorefrontApp from 'storefront/App';
import type { RemoteName } from '../areas';

type AreaComponent = ComponentType<Record<string, never>>;
type Contract<T extends Record<RemoteName, AreaComponent>> = T;

export type AreaComponents = Contract<{
  storefront: typeof StorefrontApp;
  checkout: typeof CheckoutApp;
  event_hub: typeof EventHubApp;
  merchandise: typeof MerchandiseApp;
  payments: typeof PaymentsApp;
  settings: typeof SettingsApp;
}>;
