// What a ticket's QR code holds (docs/product-rules.md#signed-ticket-qr-codes): the ticket code, its
// event and its attendee, signed with Ed25519 by a key only the API holds, so a door can tell a
// ticket the site issued from a made-up or edited one with nothing but the public key, offline too:
//
//   TKT1.<code16>.<eventId>.<name64>.<sig64>
//
// code16: the code without its dashes; eventId: the event's uuid; name64: the attendee's name in
// UTF-8, base64url without padding; sig64: the 64-byte signature of the UTF-8 bytes of everything
// before the last dot, base64url without padding. Verified with WebCrypto, so the same code runs in
// the browser and in Node. A plain typed code is not a QR: it has no prefix, and the door still
// looks it up online.
import { ATTENDEE_NAME_MAX } from './attendees';

export const TICKET_QR_PREFIX = 'TKT1.';

const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;
const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * The longest QR text a ticket can have: the longest attendee name, at 3 UTF-8 bytes per character
 * (4 for a pair of UTF-16 surrogates), is at most 4 base64 characters per character of the name.
 */
export const TICKET_QR_MAX = TICKET_QR_PREFIX.length + 16 + 1 + 36 + 1 + ATTENDEE_NAME_MAX * 4 + 1 + 86;

/** What the QR claims about its ticket; `code` in its stored form ('7K3M-Q9TX-2HDR-5WNA'). */
export interface TicketQrClaims {
  code: string;
  eventId: string;
  attendeeName: string;
}

export interface ParsedTicketQr extends TicketQrClaims {
  /** The text the signature is of: everything before the last dot. */
  signed: string;
  signature: Uint8Array<ArrayBuffer>;
}

export type TicketQrCheck = ({ valid: true } & TicketQrClaims) | { valid: false };

const utf8 = new TextEncoder();

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of unpadded base64url, or null; only the one spelling of them is taken, so no edit of the text decodes the same. */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64url(bytes) === text ? bytes : null;
}

/** Whether a scanned or typed text claims to be a signed ticket QR (a plain code does not). */
export const isTicketQr = (text: string) => text.startsWith(TICKET_QR_PREFIX);

/** The part of a ticket's QR text that is signed: `TKT1.<code16>.<eventId>.<name64>`. */
export function ticketQrPayload({ code, eventId, attendeeName }: TicketQrClaims): string {
  return `${TICKET_QR_PREFIX}${code.replace(/-/g, '')}.${eventId}.${toBase64url(utf8.encode(attendeeName))}`;
}

/** The whole QR text: the signed part and its signature. */
export const signedTicketQr = (payload: string, signature: Uint8Array) => `${payload}.${toBase64url(signature)}`;

/** The parts of a ticket QR text, or null when it is not one (its signature is not checked here). */
export function parseTicketQr(text: string): ParsedTicketQr | null {
  if (!isTicketQr(text) || text.length > TICKET_QR_MAX) return null;
  const parts = text.slice(TICKET_QR_PREFIX.length).split('.');
  if (parts.length !== 4) return null;
  const [code16, eventId, name64, sig64] = parts;
  if (!CODE.test(code16) || !UUID.test(eventId)) return null;
  const name = fromBase64url(name64);
  const signature = fromBase64url(sig64);
  if (!name || name.length === 0 || !signature || signature.length !== SIGNATURE_BYTES) return null;
  let attendeeName: string;
  try {
    attendeeName = new TextDecoder('utf-8', { fatal: true }).decode(name);
  } catch {
    return null;
  }
  return {
    code: code16.match(/.{4}/g)!.join('-'),
    eventId,
    attendeeName,
    signed: text.slice(0, text.lastIndexOf('.')),
    signature,
  };
}

// The key is the same for every scan of a session: imported once.
let imported: { publicKey: string; key: Promise<CryptoKey> } | undefined;

function publicKeyOf(publicKey: string): Promise<CryptoKey> {
  if (imported?.publicKey !== publicKey) {
    const raw = fromBase64url(publicKey);
    if (!raw || raw.length !== PUBLIC_KEY_BYTES) throw new Error('The ticket key is not a raw Ed25519 public key in base64url');
    imported = { publicKey, key: globalThis.crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']) };
  }
  return imported.key;
}

/**
 * Whether `text` is a ticket QR signed by the private half of `publicKey` (raw 32 bytes, base64url),
 * with what it claims when it is. Anything else, a plain code included, is `{ valid: false }`; a
 * malformed key throws, since it would refuse every ticket.
 */
export async function verifyTicketQr(text: string, publicKey: string): Promise<TicketQrCheck> {
  const key = await publicKeyOf(publicKey);
  const parsed = parseTicketQr(text);
  if (!parsed) return { valid: false };
  const valid = await globalThis.crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, utf8.encode(parsed.signed));
  if (!valid) return { valid: false };
  return { valid: true, code: parsed.code, eventId: parsed.eventId, attendeeName: parsed.attendeeName };
}
