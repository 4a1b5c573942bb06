import { verifyTicketQr } from '@shared/domain';
import { ticketSigner } from '../src/tickets/ticket-qr';
import { createPublicKey } from 'node:crypto';
import { Booking } from '@shared/domain';
import { desc, eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { issueBookingToken } from '../src/bookings/tokens';
import { orders, tickets } from '../src/db/orders-schema';
import { applePassRegistrations } from '../src/db/wallet-schema';
import { drainOutbox } from '../src/jobs/drain-outbox';
import type { EmailMessage } from '../src/mail/ticket-email';
import { adminToken, bearer, createTestApp, drivers, outboxConfig, tableCounts, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';
import { PASS_TYPE_ID, unzipPass, verifyPassSignature, walletEnv, walletTestKeys } from './wallet-keys';

const keys = walletTestKeys();
const PUBLIC_URL = 'https://tickets.example';
const PKPASS = 'application/vnd.apple.pkpass';

describe.each(drivers)('wallet passes on %s', (driver) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [t, off] = await Promise.all([createTestApp(driver, { ...walletEnv(keys), PUBLIC_URL }), createTestApp(driver, { PUBLIC_URL })]);
  });
  afterAll(() => Promise.all([t.close(), off.close()]));
  const db = () => t.database.db;

  /** A paid order's tickets (paid through the sandbox, as a buyer pays), in issue order. */
  const paidTickets = async (app: TestApp, event: TestEvent, quantity = 1) => {
    const id = await orderId(app, event, { quantity });
    expect((await completeSandbox(app, await sandboxPath(app, id))).statusCode).toBe(303);
    const issued = await app.database.db.select().from(tickets).where(eq(tickets.orderId, id)).orderBy(tickets.createdAt, tickets.code);
    return { orderId: id, tickets: issued };
  };
  const download = (app: TestApp, code: string) => app.app.inject({ method: 'GET', url: `/api/tickets/${code}/pkpass` });
  const passJson = (pkpass: Buffer) => JSON.parse(unzipPass(pkpass)['pass.json'].toString('utf8'));

  describe('GET /api/tickets/{code}/pkpass', () => {
    it("answers the ticket's signed pass, with its signed QR text in the QR code", async () => {
      const event = await addEvent(db(), 'PARTY');
      const [ticket] = (await paidTickets(t, event)).tickets;
      const response = await download(t, ticket.code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(PKPASS);
      expect(response.headers['cache-control']).toBe('no-store');
      const files = unzipPass(response.rawPayload);
      expect(verifyPassSignature(files, keys)).toBe(`Pass Type ID: ${PASS_TYPE_ID}`);
      const pass = JSON.parse(files['pass.json'].toString('utf8'));
      expect(pass).toMatchObject({
        serialNumber: ticket.id,
        passTypeIdentifier: PASS_TYPE_ID,
        webServiceURL: `${PUBLIC_URL}/api/wallet/apple`,
        barcodes: [expect.objectContaining({ altText: ticket.code })],
        voided: false,
      });
      // The QR code is the ticket's signed text, as on its PDF: the door verifies it with the site's key.
      const publicKey = ticketSigner(t.config.ticketSigningKey()).publicKey;
      expect(await verifyTicketQr(pass.barcodes[0].message, publicKey)).toEqual({
        valid: true,
        code: ticket.code,
        eventId: event.id,
        attendeeName: ticket.attendeeName,
      });
      expect(pass.authenticationToken).toMatch(/^[\w-]{32}$/);
      // The same pass, with the same token, however often it is downloaded (and however the code is typed).
      const again = await download(t, ticket.code.toLowerCase().replace(/-/g, ''));
      expect(again.statusCode).toBe(200);
      expect(passJson(again.rawPayload).authenticationToken).toBe(pass.authenticationToken);
    });

    it('answers 404 for an unknown code and 410 for a void ticket, with a readable message', async () => {
      const unknown = await download(t, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('We could not find that ticket.');
      expect((await download(t, 'not a code')).statusCode).toBe(404);
      expect((await download(t, 'x'.repeat(65))).statusCode).toBe(400);
      const [ticket] = (await paidTickets(t, await addEvent(db(), 'PARTY'))).tickets;
      await db().update(tickets).set({ voidedAt: new Date() }).where(eq(tickets.id, ticket.id));
      const voided = await download(t, ticket.code);
      expect(voided.statusCode).toBe(410);
      expect(voided.json().message).toBe('This ticket was cancelled and can no longer be used.');
    });

    it('answers 404 when Apple Wallet is not configured, and writes nothing', async () => {
      const [ticket] = (await paidTickets(off, await addEvent(off.database.db, 'PARTY'))).tickets;
      const before = await tableCounts(off.database.db);
      const response = await download(off, ticket.code);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Apple Wallet passes are not offered by this site.');
      expect(await tableCounts(off.database.db)).toEqual(before);
    });
  });

  describe('the Apple Wallet web service', () => {
    const base = '/api/wallet/apple/v1';
    const device = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const registrations = (deviceId = device) => `${base}/devices/${deviceId}/registrations/${PASS_TYPE_ID}`;
    const auth = (token: string) => ({ authorization: `ApplePass ${token}` });
    /** A pass downloaded as a buyer does: its ticket, serial number and token. */
    const downloaded = async (event: TestEvent) => {
      const [ticket] = (await paidTickets(t, event)).tickets;
      const pass = passJson((await download(t, ticket.code)).rawPayload);
      return { ticket, serial: pass.serialNumber as string, token: pass.authenticationToken as string };
    };
    const register = (serial: string, headers: Record<string, string>, pushToken = 'f00dfeed', deviceId = device) =>
      t.app.inject({ method: 'POST', url: `${registrations(deviceId)}/${serial}`, headers, payload: { pushToken } });
    const updatedSince = (tag?: string, deviceId = device) =>
      t.app.inject({ method: 'GET', url: `${registrations(deviceId)}${tag === undefined ? '' : `?passesUpdatedSince=${tag}`}` });
    const latest = (serial: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${base}/passes/${PASS_TYPE_ID}/${serial}`, headers });

    it('registers a device with the pass token (201, then 200) and refuses a wrong one (401)', async () => {
      const { serial, token } = await downloaded(await addEvent(db(), 'PARTY'));
      const deviceId = 'registering-device';
      expect((await register(serial, auth('wrong-token-of-some-length'), 'f00d', deviceId)).statusCode).toBe(401);
      expect((await register(serial, {}, 'f00d', deviceId)).statusCode).toBe(401);
      const other = await downloaded(await addEvent(db(), 'PARTY'));
      expect((await register(serial, auth(other.token), 'f00d', deviceId)).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `${base}/devices/${deviceId}/registrations/pass.other/${serial}`,
            headers: auth(token),
            payload: { pushToken: 'f00d' },
          })
        ).statusCode,
      ).toBe(401);
      expect(await db().select().from(applePassRegistrations).where(eq(applePassRegistrations.deviceLibraryId, deviceId))).toEqual([]);

      expect((await register(serial, auth(token), 'f00d', deviceId)).statusCode).toBe(201);
      expect((await register(serial, auth(token), 'beef', deviceId)).statusCode).toBe(200);
      const rows = await db().select().from(applePassRegistrations).where(eq(applePassRegistrations.deviceLibraryId, deviceId));
      expect(rows).toEqual([expect.objectContaining({ ticketId: serial, pushToken: 'beef' })]);
      const bad = await register(serial, auth(token), 'not a token!', deviceId);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Push token may hold only letters, digits, '.', '_' and '-'.");
    });

    it("lists the device's passes, then only those whose event's date or venue changed since the tag", async () => {
      const event = await addEvent(db(), 'EXPERIENCE');
      const calm = await addEvent(db(), 'EXPERIENCE');
      const moved = await downloaded(event);
      const still = await downloaded(calm);
      for (const pass of [moved, still]) expect((await register(pass.serial, auth(pass.token))).statusCode).toBe(201);

      const all = await updatedSince();
      expect(all.statusCode).toBe(200);
      expect(all.json().serialNumbers.sort()).toEqual([moved.serial, still.serial].sort());
      const tag = all.json().lastUpdated as string;
      expect(tag).toMatch(/^\d+$/);
      expect((await updatedSince(tag)).statusCode).toBe(204);

      const admin = bearer(await adminToken(t));
      const edit = (id: string, updateData: object) =>
        t.app.inject({ method: 'PUT', url: `/api/experience/edit/${id}`, headers: admin, payload: { updateData } });
      // Not shown on the pass: nothing to update.
      expect((await edit(event.id, { capacity: 400 })).statusCode).toBe(200);
      expect((await updatedSince(tag)).statusCode).toBe(204);

      expect((await edit(event.id, { arrivalDate: '2099-02-20' })).statusCode).toBe(200);
      const afterDate = await updatedSince(tag);
      expect(afterDate.statusCode).toBe(200);
      expect(afterDate.json().serialNumbers).toEqual([moved.serial]);
      const dateTag = afterDate.json().lastUpdated as string;
      expect(BigInt(dateTag)).toBeGreaterThan(BigInt(tag));

      expect((await edit(event.id, { address: '9 New Venue Road, Leeds' })).statusCode).toBe(200);
      expect((await updatedSince(dateTag)).json().serialNumbers).toEqual([moved.serial]);

      // The latest pass shows the new date and venue.
      const fresh = await latest(moved.serial, auth(moved.token));
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['content-type']).toBe(PKPASS);
      const pass = passJson(fresh.rawPayload);
      expect(pass.eventTicket.secondaryFields[0].value).toMatch(/^Friday, 20 February 2099/);
      expect(pass.eventTicket.auxiliaryFields.find((field: { key: string }) => field.key === 'venue').value).toBe(
        '9 New Venue Road, Leeds',
      );
      expect(pass.authenticationToken).toBe(moved.token);

      // A voided ticket's pass is updated too, and then says it is void.
      const stillTag = (await updatedSince()).json().lastUpdated as string;
      await db().update(tickets).set({ voidedAt: new Date() }).where(eq(tickets.id, moved.ticket.id));
      expect((await updatedSince(stillTag)).json().serialNumbers).toEqual([moved.serial]);
      expect(passJson((await latest(moved.serial, auth(moved.token))).rawPayload).voided).toBe(true);
    });

    it('answers the latest pass with Last-Modified, 304 when unchanged since, and 401 without its token', async () => {
      const { serial, token } = await downloaded(await addEvent(db(), 'PARTY'));
      const response = await latest(serial, auth(token));
      expect(response.statusCode).toBe(200);
      const lastModified = response.headers['last-modified'] as string;
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);
      expect(verifyPassSignature(unzipPass(response.rawPayload), keys)).toBe(`Pass Type ID: ${PASS_TYPE_ID}`);
      expect((await latest(serial, { ...auth(token), 'if-modified-since': lastModified })).statusCode).toBe(304);
      expect((await latest(serial, { ...auth(token), 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).statusCode).toBe(200);
      expect((await latest(serial, auth('wrong-token-of-some-length'))).statusCode).toBe(401);
      expect((await latest('8f3e2b1a-0000-4000-8000-000000000000', auth(token))).statusCode).toBe(401);
    });

    it('unregisters a device, after which it has nothing to hear of', async () => {
      const { serial, token } = await downloaded(await addEvent(db(), 'PARTY'));
      const deviceId = 'leaving-device';
      expect((await register(serial, auth(token), 'f00d', deviceId)).statusCode).toBe(201);
      expect((await updatedSince(undefined, deviceId)).json().serialNumbers).toEqual([serial]);
      const url = `${registrations(deviceId)}/${serial}`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: auth('wrong-token-of-some-length') })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url, headers: auth(token) })).statusCode).toBe(200);
      expect((await updatedSince(undefined, deviceId)).statusCode).toBe(204);
    });

    it('refuses a tag it did not give (400), and takes the log of a device', async () => {
      const bad = await updatedSince('yesterday');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('passesUpdatedSince must be a tag this service gave (digits).');
      const log = await t.app.inject({
        method: 'POST',
        url: `${base}/log`,
        payload: { logs: ['Web service error for pass.example.tickets'] },
      });
      expect(log.statusCode).toBe(200);
      expect((await off.app.inject({ method: 'POST', url: `${base}/log`, payload: { logs: ['x'] } })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: registrations() })).statusCode).toBe(404);
    });
  });

  describe('wallet links on the booking page and in the ticket e-mail', () => {
    const booking = async (app: TestApp, id: string) => {
      const response = await app.app.inject({ method: 'GET', url: `/api/bookings/${await issueBookingToken(app.database.db, id)}` });
      expect(response.statusCode).toBe(200);
      return Booking.parse(response.json().data);
    };

    it("gives each usable ticket its Apple pass and a Google link whose JWT verifies and carries the ticket's code", async () => {
      const event = await addEvent(db(), 'PARTY');
      const paid = await paidTickets(t, event, 2);
      await db().update(tickets).set({ voidedAt: new Date() }).where(eq(tickets.id, paid.tickets[1].id));
      const [usable, voided] = (await booking(t, paid.orderId)).tickets;
      expect(usable.wallet?.apple).toBe(`${PUBLIC_URL}/api/tickets/${usable.code}/pkpass`);
      const jwt = usable.wallet!.google!.replace('https://pay.google.com/gp/v/save/', '');
      const { payload } = await jwtVerify(jwt, createPublicKey(keys.googlePublicKeyPem), { audience: 'google' });
      expect(JSON.stringify(payload)).toContain(`"ticketNumber":"${usable.code}"`);
      expect(voided.status).toBe('VOID');
      expect(voided.wallet).toBeUndefined();
    });

    it('gives none when no wallet is configured', async () => {
      const paid = await paidTickets(off, await addEvent(off.database.db, 'PARTY'));
      const [ticket] = (await booking(off, paid.orderId)).tickets;
      expect(ticket).not.toHaveProperty('wallet');
    });

    /** Every e-mail the outbox sends now, with the site's wallets offered. */
    const drainedMails = async () => {
      const sent: EmailMessage[] = [];
      const transport = {
        supportEmail: 'help@example.com',
        send: async (message: EmailMessage) => void sent.push(message),
        close: () => {},
      };
      await drainOutbox({ db: db(), transport, ...outboxConfig(t), publicUrl: PUBLIC_URL, wallet: t.config.wallet });
      return sent;
    };

    it('links every ticket of the ticket e-mail to both wallets', async () => {
      const paid = await paidTickets(t, await addEvent(db(), 'PARTY'), 2);
      const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
      const sent = await drainedMails();
      const email = sent.find((message) => message.text.includes(`Order: ${order.reference}`));
      expect(email).toBeDefined();
      for (const [i, ticket] of paid.tickets.entries()) {
        expect(email!.text).toContain(
          `Ticket ${i + 1} (${ticket.code}), Add to Apple Wallet: ${PUBLIC_URL}/api/tickets/${ticket.code}/pkpass`,
        );
        expect(email!.text).toContain(`Ticket ${i + 1} (${ticket.code}), Save to Google Wallet: https://pay.google.com/gp/v/save/`);
        expect(email!.html).toContain(`href="${PUBLIC_URL}/api/tickets/${ticket.code}/pkpass"`);
      }
    });

    it("links an attendee's own ticket e-mail to both wallets too", async () => {
      const event = await addEvent(db(), 'PARTY');
      const id = await orderId(t, event, { quantity: 2, attendees: [{ name: 'Bola Ade', email: 'bola@example.com' }] });
      expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
      const [bola] = await db()
        .select()
        .from(tickets)
        .where(eq(tickets.attendeeEmail, 'bola@example.com'))
        .orderBy(desc(tickets.createdAt))
        .limit(1);
      const sent = await drainedMails();
      const email = sent.find((message) => message.to === 'bola@example.com');
      expect(email?.text).toContain(`Ticket 1 (${bola.code}), Add to Apple Wallet: ${PUBLIC_URL}/api/tickets/${bola.code}/pkpass`);
      expect(email?.text).toContain(`Ticket 1 (${bola.code}), Save to Google Wallet: https://pay.google.com/gp/v/save/`);
    });
  });
});
