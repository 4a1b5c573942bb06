// The e-mails to the team's members (an invitation, a removal), in the same branded frame as the
// buyers' (layout.ts): a heading, a greeting, a few paragraphs, the facts as label and value, and
// at most one button. Their footer says why the e-mail came rather than whom a buyer asks.
// Everything is escaped here, so callers pass text as members typed it.
import { escapeHtml as e } from './html';
import { button, emailDocument, heading, paragraph, rowsTable, signOff } from './layout';
import type { EmailMessage } from './ticket-email';

export interface MemberLetterInput {
  brand: string;
  to: string;
  subject: string;
  heading: string;
  /** Whom the greeting names; without a name (an invitee), the greeting is a plain hello. */
  name?: string;
  paragraphs: string[];
  facts: [label: string, value: string][];
  /** The one thing to do, as a button in HTML and 'Label: url' in text. */
  action?: { label: string; url: string };
}

export function memberLetter(input: MemberLetterInput): EmailMessage {
  const greeting = input.name ? `Hi ${input.name},` : 'Hello,';
  const footer = `This e-mail is about your access to the back office of ${input.brand}.`;
  const text = [
    greeting,
    '',
    ...input.paragraphs.flatMap((text) => [text, '']),
    ...input.facts.map(([label, value]) => `${label}: ${value}`),
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    '',
    input.brand,
    '',
    footer,
  ].join('\n');

  const body = [
    heading(input.heading),
    paragraph(e(greeting)),
    ...input.paragraphs.map((text) => paragraph(e(text))),
    rowsTable(input.facts.map(([label, value]) => ({ label, value }))),
    ...(input.action ? [button(input.action.url, input.action.label)] : []),
    signOff(input.brand),
  ].join('\n');

  return {
    to: input.to,
    subject: input.subject,
    text,
    html: emailDocument({ brand: input.brand, preview: input.paragraphs[0] ?? input.heading, body, footer: e(footer) }),
    attachments: [],
  };
}
