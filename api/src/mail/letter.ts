// The plain e-mails about an order after the sale (a refund, a cancellation, a booking link): a
// heading, a greeting, a few paragraphs, the facts that matter as label and value, and the link to
// the booking page. Everything is escaped here, so callers pass text as buyers and admins typed it.
import { escapeHtml as e } from './html';
import { manageBookingHtml, manageBookingText } from './manage-booking';
import type { EmailMessage } from './ticket-email';

export interface LetterInput {
  brand: string;
  to: string;
  subject: string;
  heading: string;
  buyerFirstName: string;
  paragraphs: string[];
  /** Shown as a small table in HTML and as 'Label: value' lines in text. */
  facts: [label: string, value: string][];
  bookingUrl: string;
}

export function letter(input: LetterInput): EmailMessage {
  const text = [
    `Hi ${input.buyerFirstName},`,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...input.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    manageBookingText(input.bookingUrl),
    '',
    input.brand,
  ].join('\n');

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1530">
<h1 style="color:#4a1fb8;font-size:22px">${e(input.heading)}</h1>
<p>Hi ${e(input.buyerFirstName)},</p>
${input.paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
<table cellpadding="4">
${input.facts.map(([label, value]) => `<tr><td><strong>${e(label)}</strong></td><td>${e(value)}</td></tr>`).join('\n')}
</table>
${manageBookingHtml(input.bookingUrl)}
<p>${e(input.brand)}</p>
</body></html>`;

  return { to: input.to, subject: input.subject, text, html, attachments: [] };
}
