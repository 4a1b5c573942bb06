import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { GOOGLE_ISSUER_ID, GOOGLE_SERVICE_ACCOUNT, walletEnv, walletTestKeys } from '../../../test/wallet-keys';
import { ticketSigner } from '../ticket-qr';
import { loadWalletConfig } from './config';
import { googleWalletLink } from './google-link';
import type { WalletTicket } from './wallet-ticket';

const keys = walletTestKeys();
const config = loadWalletConfig(walletEnv(keys)).google!;
const ticket: WalletTicket = {
  id: '5a4c3d2e-1f00-4a6b-8c7d-9e0f1a2b3c4d',
  code: '7K3M-Q9TX-2HDR-5WNA',
  attendeeName: 'Grace Hopper',
  voided: false,
  orderReference: 'EVT-7K3P9Q',
  test: false,
  event: {
    id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
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
const site = { brand: 'Evently', publicUrl: 'https://tickets.example/shop', signer };
const jwtOf = (link: string) => link.slice('https://pay.google.com/gp/v/save/'.length);

describe('googleWalletLink', () => {
  it('is a save link whose JWT verifies with the service account key and carries the ticket and its event', async () => {
    const link = await googleWalletLink(config, site, ticket);
    expect(link).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const { payload, protectedHeader } = await jwtVerify(jwtOf(link), createPublicKey(keys.googlePublicKeyPem), {
      issuer: GOOGLE_SERVICE_ACCOUNT,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://tickets.example'] });
    const { eventTicketClasses, eventTicketObjects } = payload.payload as {
      eventTicketClasses: Record<string, unknown>[];
      eventTicketObjects: Record<string, unknown>[];
    };
    const classId = `${GOOGLE_ISSUER_ID}.event-${ticket.event.id}`;
    expect(eventTicketClasses).toEqual([
      expect.objectContaining({
        id: classId,
        issuerName: 'Evently',
        eventName: { defaultValue: { language: 'en-GB', value: 'Harbour Lights' } },
        venue: expect.objectContaining({ address: { defaultValue: { language: 'en-GB', value: '12 Harbour Road, Brighton' } } }),
        dateTime: { start: '2027-05-14T17:30:00.000Z' },
      }),
    ]);
    expect(eventTicketObjects).toEqual([
      expect.objectContaining({
        id: `${GOOGLE_ISSUER_ID}.ticket-${ticket.id}`,
        classId,
        state: 'ACTIVE',
        ticketHolderName: 'Grace Hopper',
        ticketNumber: '7K3M-Q9TX-2HDR-5WNA',
        barcode: {
          type: 'QR_CODE',
          value: signer.qrText({ code: ticket.code, eventId: ticket.event.id, attendeeName: ticket.attendeeName }),
          alternateText: '7K3M-Q9TX-2HDR-5WNA',
        },
      }),
    ]);
  });

  it('does not verify with another key, nor once changed', async () => {
    const link = await googleWalletLink(config, site, ticket);
    await expect(jwtVerify(jwtOf(link), createPublicKey(walletTestKeys().googlePublicKeyPem))).rejects.toThrow();
    const [header, , signature] = jwtOf(link).split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(jwtOf(link)), iss: 'someone@else.example' })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, createPublicKey(keys.googlePublicKeyPem))).rejects.toThrow();
  });

  it('marks the object of a void ticket inactive', async () => {
    const payload = decodeJwt(jwtOf(await googleWalletLink(config, site, { ...ticket, voided: true })));
    expect((payload.payload as { eventTicketObjects: { state: string }[] }).eventTicketObjects[0].state).toBe('INACTIVE');
  });
});
