// The ticket e-mail's wallet links: each ticket's "Add to Apple Wallet" and "Save to Google
// Wallet", when the site offers them (tickets/wallet/). Nothing at all when it offers neither.
import type { TicketWallet } from '@shared/domain';
import { escapeHtml as e, link } from './html';
import { paragraph, subheading } from './layout';

export const ADD_TO_APPLE_WALLET = 'Add to Apple Wallet';
export const SAVE_TO_GOOGLE_WALLET = 'Save to Google Wallet';

interface WalletTicket {
  code: string;
  wallet?: TicketWallet;
}

const linksOf = (wallet: TicketWallet) => [
  ...(wallet.apple ? [{ label: ADD_TO_APPLE_WALLET, href: wallet.apple }] : []),
  ...(wallet.google ? [{ label: SAVE_TO_GOOGLE_WALLET, href: wallet.google }] : []),
];

const withLinks = (tickets: WalletTicket[]) =>
  tickets.flatMap((ticket, i) => {
    const links = ticket.wallet ? linksOf(ticket.wallet) : [];
    return links.length > 0 ? [{ name: `Ticket ${i + 1} (${ticket.code})`, links }] : [];
  });

/** The plain-text lines, starting with a blank line; none when no ticket has a link. */
export function walletLinksText(tickets: WalletTicket[]): string[] {
  const shown = withLinks(tickets);
  if (shown.length === 0) return [];
  return [
    '',
    'Add your tickets to your phone:',
    ...shown.flatMap(({ name, links }) => links.map(({ label, href }) => `${name}, ${label}: ${href}`)),
  ];
}

/** The HTML section; empty when no ticket has a link. */
export function walletLinksHtml(tickets: WalletTicket[]): string {
  const shown = withLinks(tickets);
  if (shown.length === 0) return '';
  return [
    subheading('Add your tickets to your phone'),
    ...shown.map(({ name, links }) => paragraph(`${e(name)}: ${links.map(({ label, href }) => link(href, label)).join(' · ')}`)),
  ].join('\n');
}
