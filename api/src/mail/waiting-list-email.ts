// A waiting-list offer (outbox kind WAITING_LIST_OFFER): tickets came free for the person next in
// line, who has until the deadline to claim them through the link (docs/product-rules.md#waiting-list).
// There is no order yet, so no booking link: the claim link is the one thing to do.
import { escapeHtml as e } from './html';
import { button, emailDocument, heading, paragraph, rowsTable, signOff } from './layout';
import { supportText } from './support';
import type { EmailMessage } from './ticket-email';

export interface WaitingListOfferInput {
  brand: string;
  to: string;
  eventTitle: string;
  /** When the event is, as every e-mail writes it (event-when.ts). */
  eventWhen: string;
  quantity: number;
  /** The deadline in the event's own zone ('Friday, 27 November 2026, 10:30 AM (GMT)'). */
  deadline: string;
  claimUrl: string;
  supportEmail?: string;
}

export function waitingListOfferEmail(input: WaitingListOfferInput): EmailMessage {
  const tickets = `${input.quantity} ${input.quantity === 1 ? 'ticket' : 'tickets'}`;
  const paragraphs = [
    `Good news: ${tickets} for ${input.eventTitle} came free, and you are next on the waiting list.`,
    `They are held for you until ${input.deadline}. Open the link to order them; after that they pass to the next person in line.`,
    'If you no longer want them, you need not do anything.',
  ];
  const facts: [string, string][] = [
    ['Event', input.eventTitle],
    ['When', input.eventWhen],
    ['Tickets held', String(input.quantity)],
    ['Held until', input.deadline],
  ];
  const action = 'Claim your tickets';
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${action}: ${input.claimUrl}`,
    '',
    supportText(input.supportEmail),
    '',
    input.brand,
  ].join('\n');
  const body = [
    heading('Tickets are waiting for you'),
    paragraph('Hello,'),
    ...paragraphs.map((line) => paragraph(e(line))),
    rowsTable(facts.map(([label, value]) => ({ label, value }))),
    button(input.claimUrl, action),
    signOff(input.brand),
  ].join('\n');
  return {
    to: input.to,
    subject: `Tickets for ${input.eventTitle} are held for you until ${input.deadline}`,
    text,
    html: emailDocument({ brand: input.brand, preview: paragraphs[0], body, supportEmail: input.supportEmail }),
    attachments: [],
  };
}
