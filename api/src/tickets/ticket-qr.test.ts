import { generateKeyPairSync } from 'node:crypto';
import { ATTENDEE_NAME_MAX, verifyTicketQr } from '@shared/domain';
import { ticketSigner } from './ticket-qr';

const signer = ticketSigner(generateKeyPairSync('ed25519').privateKey);
const claims = { code: '7K3M-Q9TX-2HDR-5WNA', eventId: '0b3c2a4e-8f1d-4c6a-9e2b-5d7f8a9b0c1d', attendeeName: 'Ada Lovelace' };

describe('ticketSigner', () => {
  it('signs what its own public key verifies, and nothing another key verifies', async () => {
    const qr = signer.qrText(claims);
    expect(await verifyTicketQr(qr, signer.publicKey)).toEqual({ valid: true, ...claims });
    const other = ticketSigner(generateKeyPairSync('ed25519').privateKey);
    expect(await verifyTicketQr(qr, other.publicKey)).toEqual({ valid: false });
  });

  it('signs the longest name the API takes, and gives a longer stored one its plain code instead', async () => {
    const longest = { ...claims, attendeeName: '語'.repeat(ATTENDEE_NAME_MAX) };
    expect(await verifyTicketQr(signer.qrText(longest), signer.publicKey)).toEqual({ valid: true, ...longest });
    expect(signer.qrText({ ...claims, attendeeName: 'A'.repeat(ATTENDEE_NAME_MAX + 1) })).toBe(claims.code);
    expect(signer.qrText({ ...claims, attendeeName: 'Ada'.repeat(33_334) })).toBe(claims.code);
  });

  it('takes only an Ed25519 key', () => {
    expect(() => ticketSigner(generateKeyPairSync('x25519').privateKey)).toThrow('Tickets are signed with an Ed25519 key');
  });
});
