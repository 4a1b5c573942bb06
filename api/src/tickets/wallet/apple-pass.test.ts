import { createHash, generateKeyPairSync } from 'node:crypto';
import { TEST_TICKET_NOTICE } from '@shared/domain';
import { PASS_TYPE_ID, TEAM_ID, unzipPass, verifyPassSignature, walletEnv, walletTestKeys } from '../../../test/wallet-keys';
import { ticketSigner } from '../ticket-qr';
import { applePass, applePassUrl, appleWebServiceUrl } from './apple-pass';
import { loadWalletConfig } from './config';
import type { WalletTicket } from './wallet-ticket';

const keys = walletTestKeys();
const config = loadWalletConfig(walletEnv(keys)).apple!;

const ticket: WalletTicket = {
  id: '5a4c3d2e-1f00-4a6b-8c7d-9e0f1a2b3c4d',
  code: '7K3M-Q9TX-2HDR-5WNA',
  attendeeName: 'Grace Hopper',
  voided: false,
  orderReference: 'EVT-7K3P9Q',
  test: false,
  event: {
    id: 'e1',
    title: 'Harbour Lights',
    venue: '12 Harbour Road, Brighton',
    day: '2027-05-14',
    time: '18:30',
    timeZone: 'Europe/London',
    eventDate: '2027-05-14T00:00:00.000Z',
    eventTime: '18:30',
    eventTimeZone: 'Europe/London',
    eventEndDate: null,
    eventEndTime: null,
  },
};
const signer = ticketSigner(generateKeyPairSync('ed25519').privateKey);
const input = {
  brand: 'Evently',
  publicUrl: 'https://tickets.example',
  signer,
  authenticationToken: 'a-token-of-32-characters-or-more',
  ticket,
};

const passJson = (files: Record<string, Buffer>) => JSON.parse(files['pass.json'].toString('utf8'));
const field = (fields: { key: string; value: string }[], key: string) => fields.find((one) => one.key === key)?.value;

describe('applePass', () => {
  const files = unzipPass(applePass(config, input));

  it('is a zip of pass.json, the icons, manifest.json and signature', () => {
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature']);
    expect(files['icon@2x.png'].subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('lists every other file in manifest.json with its SHA-1, and they match', () => {
    const manifest = JSON.parse(files['manifest.json'].toString('utf8'));
    const others = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(others.sort());
    for (const name of others) expect(manifest[name]).toBe(createHash('sha1').update(files[name]).digest('hex'));
  });

  it('carries a PKCS#7 signature of the manifest that verifies against the pass type certificate', () => {
    expect(verifyPassSignature(files, keys)).toBe(`Pass Type ID: ${PASS_TYPE_ID}`);
    const tampered = {
      ...files,
      'manifest.json': Buffer.from(files['manifest.json'].toString('utf8').replace(/"[0-9a-f]{40}"/, `"${'0'.repeat(40)}"`)),
    };
    expect(() => verifyPassSignature(tampered, keys)).toThrow('the signature is not of this manifest.json');
    expect(() => verifyPassSignature(files, walletTestKeys())).toThrow();
  });

  it('is an event ticket with the event, date, venue, attendee, the QR code of the ticket, and its relevant date', () => {
    const pass = passJson(files);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: ticket.id,
      organizationName: 'Evently',
      webServiceURL: 'https://tickets.example/api/wallet/apple',
      authenticationToken: input.authenticationToken,
      voided: false,
      // 18:30 in London in May is 17:30 UTC.
      relevantDate: '2027-05-14T17:30:00.000Z',
      barcodes: [
        // The ticket's signed QR text, as on its PDF: the door checks it offline too.
        {
          format: 'PKBarcodeFormatQR',
          message: signer.qrText({ code: ticket.code, eventId: ticket.event.id, attendeeName: ticket.attendeeName }),
          messageEncoding: 'iso-8859-1',
          altText: '7K3M-Q9TX-2HDR-5WNA',
        },
      ],
    });
    const { eventTicket } = pass;
    expect(field(eventTicket.primaryFields, 'event')).toBe('Harbour Lights');
    expect(field(eventTicket.secondaryFields, 'when')).toBe('Friday, 14 May 2027, 6:30 PM (BST)');
    expect(field(eventTicket.auxiliaryFields, 'attendee')).toBe('Grace Hopper');
    expect(field(eventTicket.auxiliaryFields, 'venue')).toBe('12 Harbour Road, Brighton');
    expect(field(eventTicket.headerFields, 'order')).toBe('EVT-7K3P9Q');
    expect(field(eventTicket.backFields, 'code')).toBe('7K3M-Q9TX-2HDR-5WNA');
    expect(field(eventTicket.backFields, 'test')).toBeUndefined();
  });

  it('says when the ticket is void or a test ticket', () => {
    const pass = passJson(unzipPass(applePass(config, { ...input, ticket: { ...ticket, voided: true, test: true } })));
    expect(pass.voided).toBe(true);
    expect(field(pass.eventTicket.backFields, 'test')).toBe(TEST_TICKET_NOTICE);
  });

  it('is signed with an encrypted key given with its passphrase', () => {
    const encrypted = walletEnv(keys);
    encrypted.APPLE_WALLET_KEY = encryptedKey(keys.keyPem, 'open sesame').replace(/\n/g, '\\n');
    const withPassphrase = loadWalletConfig({ ...encrypted, APPLE_WALLET_KEY_PASSPHRASE: 'open sesame' }).apple!;
    expect(verifyPassSignature(unzipPass(applePass(withPassphrase, input)), keys)).toBe(`Pass Type ID: ${PASS_TYPE_ID}`);
  });

  it('names its download and its web service under the public address', () => {
    expect(applePassUrl('https://tickets.example', ticket.code)).toBe('https://tickets.example/api/tickets/7K3M-Q9TX-2HDR-5WNA/pkpass');
    expect(appleWebServiceUrl('https://tickets.example')).toBe('https://tickets.example/api/wallet/apple');
  });
});

function encryptedKey(pem: string, passphrase: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const forge = require('node-forge') as typeof import('node-forge');
  return forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(pem), passphrase, { algorithm: 'aes256' });
}
