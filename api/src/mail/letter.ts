// The plain e-mails about an order after the sale (a refund, a cancellation, a booking link): a
// heading, a greeting, a few paragraphs, the facts that matter as label and value, and the link to
// the booking page, in the branded frame (layout.ts). Everything is escaped here, so callers pass
// text as buyers and admins typed it.
import { escapeHtml as e } from './html';
import { emailDocument, heading, paragraph, rowsTable, signOff } from './layout';
import { manageBookingHtml, manageBookingText } from './manage-booking';
import { supportText } from './support';
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
  /** Where questions go (SUPPORT_EMAIL). */
  supportEmail?: string;
}

export function letter(input: LetterInput): EmailMessage {
  const text = [
    `Hi ${input.buyerFirstName},`,
    '',
    ...input.paragraphs.flatMap((text) => [text, '']),
    ...input.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    manageBookingText(input.bookingUrl),
    '',
    supportText(input.supportEmail),
    '',
    input.brand,
  ].join('\n');

  const body = [
    heading(input.heading),
    paragraph(`Hi ${e(input.buyerFirstName)},`),
    ...input.paragraphs.map((text) => paragraph(e(text))),
    rowsTable(input.facts.map(([label, value]) => ({ label, value }))),
    manageBookingHtml(input.bookingUrl),
    signOff(input.brand),
  ].join('\n');

  return {
    to: input.to,
    subject: input.subject,
    text,
    html: emailDocument({ brand: input.brand, preview: input.paragraphs[0] ?? input.heading, body, supportEmail: input.supportEmail }),
    attachments: [],
  };
}
