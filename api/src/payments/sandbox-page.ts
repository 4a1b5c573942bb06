// The hosted test-payment page of PAYMENTS_MODE=sandbox: what a provider's page would show (who is
// paid, for what, how much) and two buttons. Completing goes through the same confirmation code
// as a real provider's webhook; nothing here moves money.
import { formatPounds } from '@shared/domain';
import { escapeHtml as e } from '../mail/html';
import { hostedPage, summaryTable } from './hosted-page';

export interface SandboxPageInput {
  brand: string;
  /** 'Stripe' or 'PayPal': the provider this page stands in for. */
  provider: string;
  summary: { label: string; value: string }[];
  /** The amount the provider would be asked to charge, in pence. */
  amount: number;
  /** Form target of 'Complete test payment' (POST). */
  completeAction: string;
  /** Form target of 'Cancel' (POST). */
  cancelAction: string;
}

export function sandboxPage(input: SandboxPageInput): string {
  return hostedPage({
    title: `Test payment - ${input.brand}`,
    body: `<span class="badge">Test mode: no real money moves</span>
<h1>Pay ${e(input.brand)}</h1>
<p>${e(input.provider)} test checkout</p>
${summaryTable(input.summary)}
<p>Amount to be charged</p>
<p class="amount" data-testid="sandbox-amount">${e(formatPounds(input.amount))}</p>
<form method="post" action="${e(input.completeAction)}"><button class="pay" type="submit">Complete test payment</button></form>
<form method="post" action="${e(input.cancelAction)}"><button class="cancel" type="submit">Cancel</button></form>`,
  });
}
