import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { isTicketQr, parseTicketQr, signedTicketQr, TICKET_QR_MAX, ticketQrPayload, verifyTicketQr, type TicketQrClaims } from './ticketQr';

const keys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKey.export({ format: 'jwk' }).x! };
};
const issuer = keys();
const stranger = keys();

const ticket: TicketQrClaims = {
  code: '7K3M-Q9TX-2HDR-5WNA',
  eventId: '0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1d',
  attendeeName: 'Zoë Ó Briain',
};

/** What the API draws: the payload and its signature by `privateKey`. */
const qrOf = (claims: TicketQrClaims, privateKey: KeyObject = issuer.privateKey) => {
  const payload = ticketQrPayload(claims);
  return signedTicketQr(payload, sign(null, Buffer.from(payload, 'utf8'), privateKey));
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('signed ticket QR codes', () => {
  it('is TKT1.<code16>.<eventId>.<name64>.<sig64>, the signature over everything before the last dot', () => {
    const qr = qrOf(ticket);
    const [prefix, code16, eventId, name64, sig64] = qr.split('.');
    expect([prefix, code16, eventId, name64]).toEqual(['TKT1', '7K3MQ9TX2HDR5WNA', ticket.eventId, b64('Zoë Ó Briain')]);
    expect(Buffer.from(sig64, 'base64url')).toHaveLength(64);
    expect(qr).not.toContain('=');
    expect(parseTicketQr(qr)).toEqual({ ...ticket, signed: qr.slice(0, qr.lastIndexOf('.')), signature: expect.any(Uint8Array) });
  });

  it('verifies what the key signed, answering its claims', async () => {
    expect(await verifyTicketQr(qrOf(ticket), issuer.publicKey)).toEqual({ valid: true, ...ticket });
  });

  it('refuses a QR signed with another key (a signature made with one key is refused with another)', async () => {
    expect(await verifyTicketQr(qrOf(ticket, stranger.privateKey), issuer.publicKey)).toEqual({ valid: false });
    expect(await verifyTicketQr(qrOf(ticket), stranger.publicKey)).toEqual({ valid: false });
  });

  it('refuses an edited name, code or event, keeping the signature', async () => {
    const qr = qrOf(ticket);
    const sig64 = qr.slice(qr.lastIndexOf('.') + 1);
    const edited = (claims: Partial<TicketQrClaims>) =>
      signedTicketQr(ticketQrPayload({ ...ticket, ...claims }), Buffer.from(sig64, 'base64url'));
    for (const forged of [
      edited({ attendeeName: 'Zoe O Briain' }),
      edited({ code: '7K3M-Q9TX-2HDR-5WNB' }),
      edited({ eventId: '0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1e' }),
    ]) {
      expect(parseTicketQr(forged)).not.toBeNull();
      expect(await verifyTicketQr(forged, issuer.publicKey)).toEqual({ valid: false });
    }
    // A flipped bit of the signature, and a signature another spelling of whose last character decodes the same.
    const flipped = Buffer.from(sig64, 'base64url');
    flipped[10] ^= 1;
    expect(await verifyTicketQr(`${qr.slice(0, qr.lastIndexOf('.'))}.${flipped.toString('base64url')}`, issuer.publicKey)).toEqual({
      valid: false,
    });
    // 64 bytes are 86 characters whose last 4 bits are padding: the one spelling ends in A, Q, g or w; the next letter decodes the same.
    const sameBytes = `${qr.slice(0, -1)}${String.fromCharCode(qr.charCodeAt(qr.length - 1) + 1)}`;
    expect(Buffer.from(sameBytes.slice(sameBytes.lastIndexOf('.') + 1), 'base64url')).toEqual(Buffer.from(sig64, 'base64url'));
    expect(parseTicketQr(sameBytes)).toBeNull();
  });

  it('refuses garbage, plain codes and texts that only look like a ticket', async () => {
    const qr = qrOf(ticket);
    const [, code16, eventId, name64, sig64] = qr.split('.');
    for (const garbage of [
      '',
      '7K3M-Q9TX-2HDR-5WNA',
      'TKT1.',
      'TKT1....',
      qr.toLowerCase(),
      `TKT2.${code16}.${eventId}.${name64}.${sig64}`,
      `TKT1.${code16}.${eventId}.${name64}`,
      `TKT1.${code16}.${eventId}.${name64}.${sig64}.x`,
      `TKT1.7K3M-Q9TX-2HDR-5WNA.${eventId}.${name64}.${sig64}`,
      `TKT1.7K3MQ9TX2HDR5WNU.${eventId}.${name64}.${sig64}`,
      `TKT1.${code16}.not-a-uuid.${name64}.${sig64}`,
      `TKT1.${code16}.${eventId}.${name64}=.${sig64}`,
      `TKT1.${code16}.${eventId}..${sig64}`,
      `TKT1.${code16}.${eventId}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.${sig64}`,
      `TKT1.${code16}.${eventId}.${name64}.${sig64.slice(0, -4)}`,
      `TKT1.${code16}.${eventId}.${name64}.${sig64}AAAA`,
      `TKT1.${code16}.${eventId}.${'A'.repeat(TICKET_QR_MAX)}.${sig64}`,
    ]) {
      expect(parseTicketQr(garbage)).toBeNull();
      expect(await verifyTicketQr(garbage, issuer.publicKey)).toEqual({ valid: false });
    }
  });

  it('tells a QR from a typed code by its prefix', () => {
    expect(isTicketQr(qrOf(ticket))).toBe(true);
    expect(isTicketQr('7K3M-Q9TX-2HDR-5WNA')).toBe(false);
  });

  it('fits the longest attendee name in TICKET_QR_MAX', () => {
    const longest = qrOf({ ...ticket, attendeeName: '語'.repeat(201) });
    expect(longest.length).toBeLessThanOrEqual(TICKET_QR_MAX);
    expect(parseTicketQr(longest)?.attendeeName).toBe('語'.repeat(201));
  });

  it('throws on a key that is not a raw Ed25519 public key, which would refuse every ticket', async () => {
    await expect(verifyTicketQr(qrOf(ticket), 'not-a-key')).rejects.toThrow('The ticket key is not a raw Ed25519 public key');
    await expect(verifyTicketQr(qrOf(ticket), Buffer.alloc(31).toString('base64url'))).rejects.toThrow();
  });
});
