import { type AdminRole, AdminUser, InvitationPreview } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { admins, invitations, outbox } from '../src/db/schema';
import { adminToken, bearer, createTestApp, drivers, login, rowsOf, type TestApp } from './helpers';
import { addMember, auditMark, auditSince, PASSWORD, sendOutbox } from './team-helpers';

// The invitee's side (docs/product-rules.md#roles): the e-mail's link opens the invitation, and
// accepting it with a name and password makes them a member with the role, signed in at once.

const Accepted = z.object({ token: z.string(), admin: AdminUser });
const LINK = /^Accept the invitation: (\S+\/admin\/invitation\/([\w-]{43}))$/m;

describe.each(drivers)('invitations on %s', (driver) => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(driver, { SEED_DEMO: '0' });
    owner = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** Invites the address and sends the e-mail, as the outbox sender does; answers the link's token, checked in text and HTML. */
  const invited = async (email: string, role: AdminRole = 'ADMIN') => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/team/invitations', headers: owner, payload: { email, role } });
    expect(response.statusCode).toBe(201);
    const [message] = (await sendOutbox(t)).filter((sent) => sent.to === email && sent.subject.includes('invited'));
    const [, url, token] = LINK.exec(message.text) ?? [];
    expect(url).toBe(`${t.config.publicUrl}/admin/invitation/${token}`);
    expect(message.html).toContain(`href="${url}"`);
    return { token, id: response.json().data.id as string, message };
  };
  // Each call from an address of its own, so the per-client limit is met only where a test means it.
  let client = 0;
  const nextClient = () => `10.7.0.${++client}`;
  const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/admin/invitations/${token}`, remoteAddress: nextClient() });
  const accept = (token: string, payload: object = { name: 'New Member', password: PASSWORD }, remoteAddress = nextClient()) =>
    t.app.inject({ method: 'POST', url: `/api/admin/invitations/${token}/accept`, remoteAddress, payload });

  it('the e-mail says who invites, the role and until when; the link opens the invitation; only hashes are stored', async () => {
    const { token, id, message } = await invited('finance.person@example.com', 'FINANCE');
    expect(message.subject).toBe(`You are invited to the ${t.config.brandName} back office`);
    expect(message.text).toContain(`Site Admin invited you to the back office of ${t.config.brandName} as Finance.`);
    expect(message.text).toMatch(/Link works until: \w+day, \d+ \w+ \d{4}, \d\d:\d\d UTC/);
    const response = await preview(token);
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, id));
    expect(InvitationPreview.parse(response.json())).toEqual({
      email: 'finance.person@example.com',
      role: 'FINANCE',
      expiresAt: row.expiresAt.toISOString(),
    });
    const stored = JSON.stringify([
      row,
      await db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload} ->> 'invitationId' = ${id}`),
    ]);
    expect(stored).not.toContain(token);
  });

  it('accepting makes a member with the role, signed in; the password signs in later; the link then answers 410; one audit row', async () => {
    const { token } = await invited('door.keeper@example.com', 'CHECK_IN');
    const mark = await auditMark(t);
    const response = await accept(token, { name: '  Door Keeper ', password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const { token: session, admin } = Accepted.parse(response.json());
    expect(admin).toMatchObject({ email: 'door.keeper@example.com', name: 'Door Keeper', role: 'CHECK_IN' });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(session) });
    expect(me.json()).toEqual(admin);
    // The role holds: the door, not the sales.
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(session) })).statusCode).toBe(403);

    const signIn = await login(t.app, '10.7.1.1', 'door.keeper@example.com', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().admin.role).toBe('CHECK_IN');

    expect(await auditSince(t, mark)).toEqual([
      expect.objectContaining({
        actorEmail: 'door.keeper@example.com',
        action: 'accept',
        entity: 'member',
        entityId: admin.id,
        changes: {
          email: { from: null, to: 'door.keeper@example.com' },
          name: { from: null, to: 'Door Keeper' },
          role: { from: null, to: 'CHECK_IN' },
        },
      }),
      expect.objectContaining({ action: 'sign-in', entityId: admin.id }),
    ]);

    for (const used of [await preview(token), await accept(token)]) {
      expect(used.statusCode).toBe(410);
      expect(used.json().message).toBe('This invitation has already been accepted. Sign in instead.');
    }
    const pending = (await t.app.inject({ method: 'GET', url: '/api/admin/team/invitations', headers: owner })).json().data;
    expect(pending.map((invitation: { email: string }) => invitation.email)).not.toContain('door.keeper@example.com');
  });

  it('answers 410 for an expired invitation and 404 for an unknown or withdrawn one, creating no one', async () => {
    const expired = await invited('late@example.com');
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    for (const response of [await preview(expired.token), await accept(expired.token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('This invitation has expired. Ask the owner who invited you for a new one.');
    }

    const withdrawn = await invited('withdrawn@example.com');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/team/invitations/${withdrawn.id}`, headers: owner });
    for (const token of [withdrawn.token, 'A'.repeat(43), 'short']) {
      for (const response of [await preview(token), await accept(token)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('This invitation link is not valid. Ask the owner who invited you for a new one.');
      }
    }
    const created = await db()
      .select()
      .from(admins)
      .where(sql`${admins.email} in ('late@example.com', 'withdrawn@example.com')`);
    expect(created).toEqual([]);
  });

  it('refuses a short password or no name with 400, the invitation still open', async () => {
    const { token } = await invited('careful@example.com');
    expect((await accept(token, { name: 'Careful', password: 'short' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Password must be at least 8 characters',
    });
    expect((await accept(token, { name: ' ', password: PASSWORD })).json()).toMatchObject({
      statusCode: 400,
      message: 'Please enter your name',
    });
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('refuses with 409 when the address became a member meanwhile', async () => {
    const { token } = await invited('meanwhile@example.com');
    await addMember(t, 'meanwhile@example.com', 'ADMIN');
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You are already a member of the team. Sign in instead.');
  });

  it('brings a removed member back on the same row: new name, password and role, old sessions still ended', async () => {
    const before = await addMember(t, 'returning@example.com', 'ADMIN', 'Old-password-1');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/team/${before.id}`, headers: owner });
    await db().update(admins).set({ twoFactorEnabledAt: new Date(), totpSecret: 'v1.old' }).where(eq(admins.id, before.id));
    const { token } = await invited('returning@example.com', 'FINANCE');
    const response = await accept(token, { name: 'Returning Again', password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const { admin } = Accepted.parse(response.json());
    expect(admin).toEqual({ id: before.id, email: 'returning@example.com', name: 'Returning Again', role: 'FINANCE' });
    const [row] = await db().select().from(admins).where(eq(admins.id, before.id));
    expect(row).toMatchObject({ removedAt: null, tokenVersion: before.tokenVersion + 2, twoFactorEnabledAt: null, totpSecret: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: before.auth })).statusCode).toBe(401);
    expect((await login(t.app, '10.7.2.1', 'returning@example.com', 'Old-password-1')).statusCode).toBe(401);
    expect((await login(t.app, '10.7.2.2', 'returning@example.com', PASSWORD)).statusCode).toBe(200);
    const [{ n }] = await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from admins where email = 'returning@example.com'`);
    expect(n).toBe(1);
  });

  it('limits the tries of invitation links per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await accept('B'.repeat(43), undefined, '10.7.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
