import type { TicketSigner } from '../ticket-qr';
import { createPrivateKey } from 'node:crypto';
import { eventInstant } from '@shared/domain';
import { SignJWT } from 'jose';
import { BRAND_COLOUR } from '../../mail/html';
import type { GoogleWalletConfig } from './config';
import { ticketBarcodeMessage } from './pass-content';
import type { WalletTicket } from './wallet-ticket';

const SAVE_URL = 'https://pay.google.com/gp/v/save/';
const LANGUAGE = 'en-GB';
const text = (value: string) => ({ defaultValue: { language: LANGUAGE, value } });

/** Google's ids are '<issuer id>.<suffix>', the suffix of letters, digits, '.', '_' and '-'. */
export const googleClassId = (config: GoogleWalletConfig, eventId: string) => `${config.issuerId}.event-${eventId}`;
export const googleObjectId = (config: GoogleWalletConfig, ticketId: string) => `${config.issuerId}.ticket-${ticketId}`;

/**
 * The "Save to Google Wallet" link of a ticket: a JWT signed with the service account's key
 * (RS256) carrying the event's ticket class (one per event) and the ticket's object (one per
 * ticket). Google makes both when the buyer saves; nothing is sent to Google from here.
 */
export async function googleWalletLink(
  config: GoogleWalletConfig,
  { brand, publicUrl, signer }: { brand: string; publicUrl: string; signer: TicketSigner },
  ticket: WalletTicket,
): Promise<string> {
  const { event } = ticket;
  const classId = googleClassId(config, event.id);
  const ticketClass = {
    id: classId,
    issuerName: brand,
    reviewStatus: 'UNDER_REVIEW',
    eventName: text(event.title),
    venue: { name: text(event.venue), address: text(event.venue) },
    dateTime: { start: eventInstant(event.day, event.time, event.timeZone).toISOString() },
    hexBackgroundColor: BRAND_COLOUR,
  };
  const ticketObject = {
    id: googleObjectId(config, ticket.id),
    classId,
    state: ticket.voided ? 'INACTIVE' : 'ACTIVE',
    ticketHolderName: ticket.attendeeName,
    ticketNumber: ticket.code,
    reservationInfo: { confirmationCode: ticket.orderReference },
    barcode: { type: 'QR_CODE', value: ticketBarcodeMessage(ticket, signer), alternateText: ticket.code },
    hexBackgroundColor: BRAND_COLOUR,
  };
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    // The pages the button may be shown on.
    origins: [new URL(publicUrl).origin],
    payload: { eventTicketClasses: [ticketClass], eventTicketObjects: [ticketObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(createPrivateKey(config.privateKey));
  return `${SAVE_URL}${jwt}`;
}
