import type { TicketSigner } from '../ticket-qr';
import { eventInstant, TEST_TICKET_NOTICE } from '@shared/domain';
import { PKPass } from 'passkit-generator';
import { BRAND_COLOUR } from '../../mail/html';
import { eventWhenText } from '../../mail/event-when';
import type { AppleWalletConfig } from './config';
import { squarePng } from './icon';
import { ticketBarcodeMessage } from './pass-content';
import type { WalletTicket } from './wallet-ticket';

/** Where a pass's devices reach the web service: Apple appends /v1/devices/..., /v1/passes/... and /v1/log. */
export const appleWebServiceUrl = (publicUrl: string) => `${publicUrl}/api/wallet/apple`;

/** A ticket's pass, as its download link in the e-mail and on the booking page names it. */
export const applePassUrl = (publicUrl: string, code: string) => `${publicUrl}/api/tickets/${encodeURIComponent(code)}/pkpass`;

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
const BRAND_RGB = rgb(BRAND_COLOUR);
const ICONS = { 'icon.png': squarePng(29, BRAND_RGB), 'icon@2x.png': squarePng(58, BRAND_RGB), 'icon@3x.png': squarePng(87, BRAND_RGB) };

export interface ApplePassInput {
  brand: string;
  publicUrl: string;
  /** Signs the pass's QR code as the ticket's PDF is. */
  signer: TicketSigner;
  /** The pass's own token for the web service (apple_passes). */
  authenticationToken: string;
  ticket: WalletTicket;
}

/**
 * A ticket's Apple Wallet pass (.pkpass): an event ticket with the event, when and where it is,
 * the attendee, the QR code and the time it becomes relevant, signed with the pass type
 * certificate. A void ticket's pass says so (Wallet greys it out and hides the QR code).
 */
export function applePass(config: AppleWalletConfig, { brand, publicUrl, signer, authenticationToken, ticket }: ApplePassInput): Buffer {
  const { event } = ticket;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: ticket.id,
    organizationName: brand,
    description: `${brand} ticket for ${event.title}`,
    logoText: brand,
    backgroundColor: `rgb(${BRAND_RGB.join(', ')})`,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(221, 214, 254)',
    webServiceURL: appleWebServiceUrl(publicUrl),
    authenticationToken,
    // Never offered to be shared: each ticket is one person's entry.
    sharingProhibited: true,
    voided: ticket.voided,
    eventTicket: {},
  };
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson)), ...ICONS },
    { signerCert: config.certificate, signerKey: config.key, signerKeyPassphrase: config.keyPassphrase, wwdr: config.wwdr },
  );
  pass.headerFields.push({ key: 'order', label: 'ORDER', value: ticket.orderReference });
  pass.primaryFields.push({ key: 'event', label: 'EVENT', value: event.title });
  pass.secondaryFields.push({ key: 'when', label: 'WHEN', value: eventWhenText(event) });
  pass.auxiliaryFields.push(
    { key: 'attendee', label: 'ATTENDEE', value: ticket.attendeeName },
    { key: 'venue', label: 'VENUE', value: event.venue },
  );
  pass.backFields.push(
    ...(ticket.test ? [{ key: 'test', label: 'TEST', value: TEST_TICKET_NOTICE }] : []),
    { key: 'code', label: 'Ticket code', value: ticket.code },
    { key: 'address', label: 'Venue', value: event.venue },
    { key: 'issuer', label: 'Issued by', value: brand },
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: ticketBarcodeMessage(ticket, signer),
    messageEncoding: 'iso-8859-1',
    altText: ticket.code,
  });
  // When Wallet puts the pass on the lock screen: the event's start in its own zone.
  pass.setRelevantDate(eventInstant(event.day, event.time, event.timeZone));
  return pass.getAsBuffer();
}
