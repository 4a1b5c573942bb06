import { generateKeyPairSync, sign } from 'node:crypto';
import { signedTicketQr, ticketQrPayload, type TicketQrClaims } from '@shared/domain';
import { readScan } from './scannedCode';

const keys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKey.export({ format: 'jwk' }).x! };
};
const site = keys();
const stranger = keys();
const ada: TicketQrClaims = { code: '7K3M-Q9TX-2HDR-5WNA', eventId: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', attendeeName: 'Ada Obi' };
const qrOf = (claims: TicketQrClaims, privateKey = site.privateKey) => {
  const payload = ticketQrPayload(claims);
  return signedTicketQr(payload, sign(null, Buffer.from(payload, 'utf8'), privateKey));
};

describe('readScan', () => {
  it('reads a code as typed, or as a keyboard-wedge scanner sends it', async () => {
    expect(await readScan('7k3m q9tx 2hdr 5wna', site.publicKey)).toEqual({ code: '7K3M-Q9TX-2HDR-5WNA' });
    expect(await readScan(' 7K3M-Q9TX-2HDR-5WNA\n', undefined)).toEqual({ code: '7K3M-Q9TX-2HDR-5WNA' });
  });

  it('takes the code, event and attendee from a QR the site signed', async () => {
    expect(await readScan(qrOf(ada), site.publicKey)).toEqual({
      code: ada.code,
      signed: { eventId: ada.eventId, attendeeName: 'Ada Obi' },
    });
  });

  it('refuses as forged a QR signed by another key, or edited after signing', async () => {
    expect(await readScan(qrOf(ada, stranger.privateKey), site.publicKey)).toEqual({ forged: true });
    const edited = qrOf(ada).replace(Buffer.from('Ada Obi').toString('base64url'), Buffer.from('Eve Obi').toString('base64url'));
    expect(await readScan(edited, site.publicKey)).toEqual({ forged: true });
    expect(await readScan('TKT1.7K3MQ9TX2HDR5WNA.event.name.sig', site.publicKey)).toEqual({ forged: true });
  });

  it('without a key yet, takes a QR’s code and leaves its signature to the server', async () => {
    expect(await readScan(qrOf(ada, stranger.privateKey), undefined)).toEqual({ code: ada.code });
  });

  it('refuses what cannot be a code', async () => {
    expect(await readScan('', site.publicKey)).toBeNull();
    expect(await readScan('https://example.com/ticket', site.publicKey)).toBeNull();
    expect(await readScan('TKT1', undefined)).toBeNull();
  });
});
