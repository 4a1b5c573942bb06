// Signed ticket QR codes (docs/product-rules.md#signed-ticket-qr-codes): the public key for the
// door, the QR drawn on the booking page and the PDF, and the door taking a signed QR and refusing
// a forged one without writing anything.
import { generateKeyPairSync } from 'node:crypto';
import { verifyTicketQr } from '@shared/domain';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { issueBookingToken } from '../src/bookings/tokens';
import { tickets } from '../src/db/orders-schema';
import { auditLog } from '../src/db/team-schema';
import { ticketSigner } from '../src/tickets/ticket-qr';
import { adminToken, bearer, createTestApp, drivers, memberToken, tableCounts, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';
import { pdfImages } from './pdf';

describe.each(drivers)('signed ticket QR codes on %s', (driver) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const signer = () => ticketSigner(t.config.ticketSigningKey());

  /** A paid party order's first ticket, with its event and booking link. */
  const paidTicket = async () => {
    const event = await addEvent(db(), 'PARTY');
    const id = await orderId(t, event);
    await completeSandbox(t, await sandboxPath(t, id));
    const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, id));
    return { event, ticket, token: await issueBookingToken(db(), id) };
  };
  const checkIn = async (code: string, headers = auth) =>
    (await t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers, payload: { code } })).json();
  const ticketRow = async (id: string) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0];

  describe('GET /api/check-in/key', () => {
    it('needs a signed-in member who may check tickets in', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/check-in/key' })).statusCode).toBe(401);
      const finance = await t.app.inject({ method: 'GET', url: '/api/check-in/key', headers: bearer(await memberToken(t, 'FINANCE')) });
      expect(finance.statusCode).toBe(403);
    });

    it("answers the Ed25519 public key the door checks QR codes with, the same as the API's signing key", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/check-in/key', headers: bearer(await memberToken(t, 'CHECK_IN')) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { algorithm: 'Ed25519', publicKey: signer().publicKey } });
      const { publicKey } = response.json().data;
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(32);
      const { ticket, event } = await paidTicket();
      const qr = signer().qrText({ code: ticket.code, eventId: event.id, attendeeName: ticket.attendeeName });
      expect(await verifyTicketQr(qr, publicKey)).toEqual({ valid: true, code: ticket.code, eventId: event.id, attendeeName: 'Ada Obi' });
    });
  });

  describe('the QR drawn for a ticket', () => {
    it('on the booking page and on the PDF, is the signed text of its code, event and attendee, and follows a rename', async () => {
      const { ticket, event, token } = await paidTicket();
      const claims = { code: ticket.code, eventId: event.id, attendeeName: 'Ada Obi' };
      const svgOf = (text: string) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      const svg = async () => (await t.app.inject({ method: 'GET', url: `/api/bookings/${token}/tickets/${ticket.code}/qr.svg` })).body;
      const pdfQr = async () => {
        const pdf = await t.app.inject({ method: 'GET', url: `/api/bookings/${token}/tickets/${ticket.code}.pdf` });
        const [image] = await pdfImages(pdf.rawPayload);
        return jsQR(image.data, image.width, image.height)?.data;
      };

      // Ed25519 signatures are deterministic: the one signed text draws the one picture.
      const signed = signer().qrText(claims);
      expect(signed.startsWith(`TKT1.${ticket.code.replace(/-/g, '')}.${event.id}.`)).toBe(true);
      expect(await svg()).toBe(await svgOf(signed));
      expect(await pdfQr()).toBe(signed);

      await db().update(tickets).set({ attendeeName: 'Bola Obi' }).where(eq(tickets.id, ticket.id));
      const renamed = signer().qrText({ ...claims, attendeeName: 'Bola Obi' });
      expect(await svg()).toBe(await svgOf(renamed));
      expect(await pdfQr()).toBe(renamed);
      // The QR printed before the rename no longer passes the door; the one after it does.
      expect(await checkIn(signed)).toEqual({ result: 'FORGED' });
      expect(await checkIn(renamed)).toMatchObject({ result: 'VALID', code: ticket.code, attendeeName: 'Bola Obi' });
    }, 30_000);
  });

  describe('POST /api/tickets/check-in with a scanned QR', () => {
    it('lets a signed QR in once, in the audit trail, then says it already was', async () => {
      const { ticket, event } = await paidTicket();
      const qr = signer().qrText({ code: ticket.code, eventId: event.id, attendeeName: ticket.attendeeName });
      const first = await checkIn(qr);
      expect(first).toMatchObject({ result: 'VALID', code: ticket.code, attendeeName: 'Ada Obi' });
      expect((await ticketRow(ticket.id)).checkedInAt?.toISOString()).toBe(first.checkedInAt);
      const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, ticket.code));
      expect(audit.map((row) => row.action)).toEqual(['check-in']);
      expect(await checkIn(qr)).toMatchObject({ result: 'ALREADY_CHECKED_IN', checkedInAt: first.checkedInAt });
    });

    it('refuses a forged QR as FORGED and changes nothing', async () => {
      const { ticket, event } = await paidTicket();
      const claims = { code: ticket.code, eventId: event.id, attendeeName: ticket.attendeeName };
      const genuine = signer().qrText(claims);
      const signature = genuine.slice(genuine.lastIndexOf('.'));
      const withGenuineSignature = (text: string) => `${text.slice(0, text.lastIndexOf('.'))}${signature}`;
      const other = await addEvent(db(), 'PARTY');
      const forgeries = [
        // Signed with a key the API does not hold.
        ticketSigner(generateKeyPairSync('ed25519').privateKey).qrText(claims),
        // The genuine signature on an edited name, code or event.
        withGenuineSignature(signer().qrText({ ...claims, attendeeName: 'Mallory Obi' })),
        withGenuineSignature(signer().qrText({ ...claims, eventId: other.id })),
        // Correctly signed, but for another event or another name than the ticket's.
        signer().qrText({ ...claims, eventId: other.id }),
        signer().qrText({ ...claims, attendeeName: 'Mallory Obi' }),
        // Garbage after the prefix, and a signature cut short.
        'TKT1.not-a-ticket',
        genuine.slice(0, -10),
      ];
      const before = await tableCounts(db());
      for (const forged of forgeries) expect([forged, await checkIn(forged)]).toEqual([forged, { result: 'FORGED' }]);
      expect(await tableCounts(db())).toEqual(before);
      expect((await ticketRow(ticket.id)).checkedInAt).toBeNull();
      // The genuine one still goes in.
      expect(await checkIn(genuine)).toMatchObject({ result: 'VALID' });
    });

    it('answers UNKNOWN for a correctly signed QR of no ticket, and still takes a plain typed code', async () => {
      const { ticket, event } = await paidTicket();
      expect(await checkIn(signer().qrText({ code: '0000-0000-0000-0000', eventId: event.id, attendeeName: 'Ada Obi' }))).toEqual({
        result: 'UNKNOWN',
      });
      expect(await checkIn(ticket.code.toLowerCase())).toMatchObject({ result: 'VALID', code: ticket.code });
    });

    it('refuses with a readable 400 a text longer than any QR, writing nothing', async () => {
      const before = await tableCounts(db());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tickets/check-in',
        headers: auth,
        payload: { code: 'T'.repeat(5000) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Ticket code must be at most \d+ characters/);
      expect(await tableCounts(db())).toEqual(before);
    });
  });
});
