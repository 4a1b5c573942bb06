// What the door's scanner read or its staff typed, turned into a ticket code: the one place that
// reads a scan. A ticket's QR carries its code, event and attendee signed by the API
// (docs/product-rules.md#signed-ticket-qr-codes): offline, the signature is checked here with the
// public key kept beside the event's list, so an edited or made-up QR is refused without the server.
import { isTicketQr, normaliseTicketCode, verifyTicketQr } from '@shared/domain';

export type ReadScan =
  /** A ticket code, with the event and attendee its QR vouches for when it was a signed QR. */
  | { code: string; signed?: { eventId: string; attendeeName: string } }
  | { forged: true }
  /** Not a code at all. */
  | null;

/**
 * The scan as the door reads it. Without a public key (a list kept before keys were handed out) a
 * QR's code is taken as typed; the server checks its signature once the scan reaches it.
 */
export async function readScan(text: string, publicKey: string | undefined): Promise<ReadScan> {
  const scanned = text.trim();
  if (!isTicketQr(scanned)) {
    const code = normaliseTicketCode(scanned);
    return code ? { code } : null;
  }
  if (!publicKey) {
    const code = normaliseTicketCode(scanned.split('.')[1] ?? '');
    return code ? { code } : null;
  }
  const claims = await verifyTicketQr(scanned, publicKey);
  return claims.valid ? { code: claims.code, signed: { eventId: claims.eventId, attendeeName: claims.attendeeName } } : { forged: true };
}
