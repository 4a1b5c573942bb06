// The API's half of the signed ticket QR codes (docs/product-rules.md#signed-ticket-qr-codes): it
// alone holds the private key and signs; anyone with the public key, the check-in page offline
// included, verifies with @shared/domain's verifyTicketQr. Nothing is stored: a ticket's QR is
// signed from its row each time it is drawn, so a renamed attendee's QR carries the new name.
import { createPublicKey, type KeyObject, sign } from 'node:crypto';
import { ATTENDEE_NAME_MAX, signedTicketQr, ticketQrPayload, type TicketQrClaims } from '@shared/domain';

export interface TicketSigner {
  /** The public key, the raw 32 bytes in base64url: what GET /check-in/key hands out. */
  readonly publicKey: string;
  /**
   * The QR text of a ticket as it is now. A name longer than any the API takes (rows stored before
   * names had a length limit) could make a text no QR code holds: that ticket's QR is its plain
   * code, which the door still looks up online. Every shorter name fits (TICKET_QR_MAX).
   */
  qrText(claims: TicketQrClaims): string;
}

export function ticketSigner(privateKey: KeyObject): TicketSigner {
  const publicKey = createPublicKey(privateKey).export({ format: 'jwk' }).x;
  if (privateKey.asymmetricKeyType !== 'ed25519' || !publicKey) throw new Error('Tickets are signed with an Ed25519 key');
  return {
    publicKey,
    qrText(claims) {
      if (claims.attendeeName.length > ATTENDEE_NAME_MAX) return claims.code;
      const payload = ticketQrPayload(claims);
      return signedTicketQr(payload, sign(null, Buffer.from(payload, 'utf8'), privateKey));
    },
  };
}
