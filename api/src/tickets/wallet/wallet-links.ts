import type { TicketWallet } from '@shared/domain';
import { applePassUrl } from './apple-pass';
import type { WalletConfig } from './config';
import { googleWalletLink } from './google-link';
import type { TicketSigner } from '../ticket-qr';
import type { WalletTicket } from './wallet-ticket';

/** What the links need: the wallets configured, and the site they are of. */
export interface WalletSite {
  wallet: WalletConfig;
  brand: string;
  publicUrl: string;
  /** Signs each ticket's QR code in the passes, as on its PDF. */
  signer: TicketSigner;
}

/**
 * A ticket's wallet links, as the booking page and the ticket e-mail show them: one per wallet
 * the site offers; undefined when it offers none, or the ticket is void (it lets nobody in).
 */
export async function walletLinks(site: WalletSite | undefined, ticket: WalletTicket): Promise<TicketWallet | undefined> {
  if (!site || ticket.voided || (!site.wallet.apple && !site.wallet.google)) return undefined;
  const { apple, google } = site.wallet;
  return {
    ...(apple ? { apple: applePassUrl(site.publicUrl, ticket.code) } : {}),
    ...(google ? { google: await googleWalletLink(google, site, ticket) } : {}),
  };
}
