// The page behind the link in instalment e-mails: what is due on the order and one button. Opening
// it (a GET, which mail scanners and link previews also do) changes nothing; the button's POST
// starts the payment, through the provider the buyer paid with.
import { formatPounds } from '@shared/domain';
import { escapeHtml as e } from '../mail/html';
import { hostedPage, summaryTable } from './hosted-page';

export type PayPageInput = { brand: string } & (
  | {
      summary: { label: string; value: string }[];
      /** What is due now, VAT included, in pence. */
      amount: number;
      /** Form target of the pay button (POST). */
      payAction: string;
      /** How the button pays, as the buyer paid before: 'by card', 'with PayPal' (orders/chosen-provider.ts). */
      payWith: string;
    }
  /** Nothing can be paid (already paid, expired, cancelled, too many attempts): why. */
  | { refusal: string }
);

export function payPage(input: PayPageInput): string {
  const body =
    'refusal' in input
      ? `<p class="badge" role="alert" data-testid="pay-refusal">${e(input.refusal)}</p>`
      : `${summaryTable(input.summary)}
<p>Amount due now</p>
<p class="amount" data-testid="pay-amount">${e(formatPounds(input.amount))}</p>
<form method="post" action="${e(input.payAction)}"><button class="pay" type="submit">Pay ${e(formatPounds(input.amount))} ${e(input.payWith)}</button></form>`;
  return hostedPage({ title: `Pay ${input.brand}`, body: `<h1>Pay ${e(input.brand)}</h1>\n${body}` });
}
