// The '@shared/auth/testing' entry, for component tests only: a screen of the back office shows
// what the signed-in member's role may do (docs/product-rules.md#roles), so a test signs someone in.
import type { AdminRole } from '@shared/domain';
import { authActions } from './src/store';

/** Signs a member of the role in, in the page's one auth store. */
export function signInAs(role: AdminRole): void {
  authActions.signIn('test-token', { id: 'member-1', email: `${role.toLowerCase()}@example.com`, name: 'Test Member', role });
}
