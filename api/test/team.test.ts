import { LAST_OWNER_MESSAGE, TeamList } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { admins, invitations, outbox, teamSettings } from '../src/db/schema';
import { adminToken, bearer, createTestApp, describeOnPostgres, drivers, type TestApp } from './helpers';
import { addMember, auditMark, auditSince, sendOutbox } from './team-helpers';

// Settings > Team (docs/product-rules.md#roles): owners list the members, invite, change roles and
// remove; the team never loses its last owner; every change leaves its one row in the audit trail.

describe.each(drivers)('team on %s', (driver) => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(driver, { SEED_DEMO: '0' });
    owner = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = owner) =>
    t.app.inject({ method, url: `/api/admin/team${url}`, headers, ...(payload ? { payload } : {}) });
  const ownerRow = async () => (await db().select().from(admins).where(eq(admins.email, t.config.admin.email)))[0];

  it('lists the current members with their role, second factor and last sign-in; removed ones are left out', async () => {
    const gone = await addMember(t, 'gone@team.example', 'ADMIN');
    await db().update(admins).set({ removedAt: new Date() }).where(eq(admins.id, gone.id));
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    const { data } = TeamList.parse(response.json());
    expect(data.find((member) => member.email === t.config.admin.email)).toMatchObject({ role: 'OWNER', twoFactor: false });
    expect(data.map((member) => member.email)).not.toContain('gone@team.example');
  });

  describe('invitations', () => {
    it('invites an address with a role: the invitation is listed, its e-mail queued (naming only the invitation), one audit row', async () => {
      const mark = await auditMark(t);
      const response = await call('POST', '/invitations', { email: '  New.Person@Example.com ', role: 'FINANCE' });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ email: 'new.person@example.com', role: 'FINANCE' });
      const hours = (Date.parse(data.expiresAt) - Date.parse(data.invitedAt)) / 3_600_000;
      expect(hours).toBeCloseTo(72, 1);
      expect((await call('GET', '/invitations')).json().data).toContainEqual(data);

      const [queued] = await db().select().from(outbox).where(eq(outbox.kind, 'team-invitation'));
      expect(queued.payload).toEqual({ invitationId: data.id });
      expect(await auditSince(t, mark)).toEqual([
        {
          actorEmail: t.config.admin.email,
          action: 'invite',
          entity: 'invitation',
          entityId: data.id,
          changes: {
            email: { from: null, to: 'new.person@example.com' },
            role: { from: null, to: 'FINANCE' },
            expiresAt: { from: null, to: data.expiresAt },
          },
        },
      ]);
    });

    it('replaces the pending invitation to the same address: one is listed, and the first link stops working', async () => {
      await call('POST', '/invitations', { email: 'twice@example.com', role: 'ADMIN' });
      const [first] = await sendOutbox(t).then((sent) => sent.filter((message) => message.to === 'twice@example.com'));
      const firstToken = /\/admin\/invitation\/([\w-]{43})/.exec(first.text)![1];
      const second = (await call('POST', '/invitations', { email: 'twice@example.com', role: 'CHECK_IN' })).json().data;
      const pending = (await call('GET', '/invitations'))
        .json()
        .data.filter((invitation: { email: string }) => invitation.email === 'twice@example.com');
      expect(pending).toEqual([second]);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${firstToken}` })).statusCode).toBe(404);
    });

    it.each([
      ['a role outside the four', { email: 'x@example.com', role: 'SUPERUSER' }, 'Role must be one of OWNER, ADMIN, FINANCE, CHECK_IN'],
      ['a malformed address', { email: 'not-an-address', role: 'ADMIN' }, 'Please enter a valid email address'],
      ['no address', { role: 'ADMIN' }, 'Please enter an e-mail address'],
    ])('refuses %s with 400, writing nothing', async (_, payload, message) => {
      const mark = await auditMark(t);
      const before = await db().select().from(invitations);
      const response = await call('POST', '/invitations', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await db().select().from(invitations)).toEqual(before);
      expect(await auditSince(t, mark)).toEqual([]);
    });

    it('refuses an address that is already a member with 409, writing nothing', async () => {
      const mark = await auditMark(t);
      const response = await call('POST', '/invitations', { email: 'ADMIN@example.com', role: 'ADMIN' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('admin@example.com is already a member of the team.');
      expect(await auditSince(t, mark)).toEqual([]);
    });

    it('withdraws an invitation: no longer listed, its e-mail not sent, one audit row; a second time 404', async () => {
      const { data } = (await call('POST', '/invitations', { email: 'withdrawn@example.com', role: 'ADMIN' })).json();
      const mark = await auditMark(t);
      expect((await call('DELETE', `/invitations/${data.id}`)).statusCode).toBe(204);
      expect((await call('GET', '/invitations')).json().data.map((invitation: { id: string }) => invitation.id)).not.toContain(data.id);
      expect((await sendOutbox(t)).map((message) => message.to)).not.toContain('withdrawn@example.com');
      expect(await auditSince(t, mark)).toEqual([
        {
          actorEmail: t.config.admin.email,
          action: 'withdraw',
          entity: 'invitation',
          entityId: data.id,
          changes: { email: { from: 'withdrawn@example.com', to: null }, role: { from: 'ADMIN', to: null } },
        },
      ]);
      expect((await call('DELETE', `/invitations/${data.id}`)).statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    it('changes a role, in force on the member’s next request with the same token, with one audit row', async () => {
      const member = await addMember(t, 'door@team.example', 'CHECK_IN');
      const dashboard = () => t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: member.auth });
      expect((await dashboard()).statusCode).toBe(403);
      const mark = await auditMark(t);
      const response = await call('PATCH', `/${member.id}`, { role: 'FINANCE' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: member.id, role: 'FINANCE', twoFactor: false, lastSignInAt: null });
      expect((await dashboard()).statusCode).toBe(200);
      expect(await auditSince(t, mark)).toEqual([
        {
          actorEmail: t.config.admin.email,
          action: 'role',
          entity: 'member',
          entityId: member.id,
          changes: { role: { from: 'CHECK_IN', to: 'FINANCE' } },
        },
      ]);
      // The same role again changes nothing, and records nothing.
      const again = await auditMark(t);
      expect((await call('PATCH', `/${member.id}`, { role: 'FINANCE' })).statusCode).toBe(200);
      expect(await auditSince(t, again)).toEqual([]);
    });

    it('refuses to demote or remove the last owner with 409, writing nothing', async () => {
      const { id } = await ownerRow();
      const mark = await auditMark(t);
      for (const response of [await call('PATCH', `/${id}`, { role: 'ADMIN' }), await call('DELETE', `/${id}`)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(LAST_OWNER_MESSAGE);
      }
      expect(await ownerRow()).toMatchObject({ role: 'OWNER', removedAt: null, tokenVersion: 0 });
      expect(await auditSince(t, mark)).toEqual([]);
      expect(await db().select().from(outbox).where(eq(outbox.kind, 'member-removed'))).toEqual([]);
    });

    it('lets an owner step down once there is another owner', async () => {
      const second = await addMember(t, 'second-owner@team.example', 'OWNER');
      expect((await call('PATCH', `/${second.id}`, { role: 'ADMIN' })).statusCode).toBe(200);
      // Now the seeded owner is the last again.
      expect((await call('PATCH', `/${(await ownerRow()).id}`, { role: 'ADMIN' })).statusCode).toBe(409);
    });

    it('answers 404 for an unknown or removed member and 400 for a role outside the four', async () => {
      const gone = await addMember(t, 'removed-before@team.example', 'ADMIN');
      await db().update(admins).set({ removedAt: new Date() }).where(eq(admins.id, gone.id));
      for (const id of [gone.id, '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11']) {
        expect((await call('PATCH', `/${id}`, { role: 'ADMIN' })).json()).toMatchObject({ statusCode: 404, message: 'Member not found' });
        expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
      }
      expect((await call('PATCH', `/${gone.id}`, { role: 'ROOT' })).statusCode).toBe(400);
    });
  });

  describe('removal', () => {
    it('removes a member: every session of theirs ends, the removal e-mail is queued and sent, one audit row', async () => {
      const member = await addMember(t, 'leaving@team.example', 'ADMIN');
      const me = () => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: member.auth });
      expect((await me()).statusCode).toBe(200);
      const mark = await auditMark(t);
      expect((await call('DELETE', `/${member.id}`)).statusCode).toBe(204);
      expect((await me()).statusCode).toBe(401);
      const [row] = await db().select().from(admins).where(eq(admins.id, member.id));
      expect(row.removedAt).not.toBeNull();
      expect(row.tokenVersion).toBe(member.tokenVersion + 1);
      expect((await call('GET', '')).json().data.map((m: { id: string }) => m.id)).not.toContain(member.id);
      expect(await auditSince(t, mark)).toEqual([
        {
          actorEmail: t.config.admin.email,
          action: 'remove',
          entity: 'member',
          entityId: member.id,
          changes: { removedAt: { from: null, to: row.removedAt!.toISOString() } },
        },
      ]);
      const [removal] = (await sendOutbox(t)).filter((message) => message.to === 'leaving@team.example');
      expect(removal.subject).toBe(`Your access to the ${t.config.brandName} back office has ended`);
      expect(removal.text).toContain('Hi leaving,');
      expect(removal.html).toContain('Your access has ended');
    });
  });

  describe('settings', () => {
    it('answers the team’s rules and replaces them, with the change before and after in the trail', async () => {
      expect((await call('GET', '/settings')).json()).toEqual({ requireTwoFactor: false, eraseBuyersAfterMonths: null });
      const mark = await auditMark(t);
      const response = await call('PUT', '/settings', { requireTwoFactor: false, eraseBuyersAfterMonths: 24 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ requireTwoFactor: false, eraseBuyersAfterMonths: 24 });
      expect(await auditSince(t, mark)).toEqual([
        {
          actorEmail: t.config.admin.email,
          action: 'settings',
          entity: 'team-settings',
          entityId: '1',
          changes: { eraseBuyersAfterMonths: { from: null, to: 24 } },
        },
      ]);
      expect((await call('PUT', '/settings', { requireTwoFactor: false, eraseBuyersAfterMonths: null })).statusCode).toBe(200);
    });

    it('refuses to require two-factor sign-in while the owner asking has none themself (409), and bad months (400)', async () => {
      const mark = await auditMark(t);
      const refused = await call('PUT', '/settings', { requireTwoFactor: true, eraseBuyersAfterMonths: null });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Turn on two-factor sign-in for your own account first.');
      const bad = await call('PUT', '/settings', { requireTwoFactor: false, eraseBuyersAfterMonths: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('At least 1 month');
      expect((await db().select().from(teamSettings))[0]).toMatchObject({ requireTwoFactor: false, eraseBuyersAfterMonths: null });
      expect(await auditSince(t, mark)).toEqual([]);
    });
  });

  it('is for owners only: an admin gets 403 on every team route', async () => {
    const admin = await addMember(t, 'not-an-owner@team.example', 'ADMIN');
    expect((await call('GET', '', undefined, admin.auth)).statusCode).toBe(403);
    expect((await call('POST', '/invitations', { email: 'x@example.com', role: 'OWNER' }, admin.auth)).statusCode).toBe(403);
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL can show two owners' changes racing.
describeOnPostgres('the last owner under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: '0' });
  });
  afterAll(() => t.close());

  it('two owners demoting or removing each other at once leave one owner, never none', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await addMember(t, `owner-a${round}@team.example`, 'OWNER');
      const b = await addMember(t, `owner-b${round}@team.example`, 'OWNER');
      // Only these two are owners during the round.
      await t.database.db.update(admins).set({ role: 'ADMIN' }).where(eq(admins.email, t.config.admin.email));
      for (const other of await t.database.db.select().from(admins).where(eq(admins.role, 'OWNER'))) {
        if (other.id !== a.id && other.id !== b.id)
          await t.database.db.update(admins).set({ role: 'ADMIN' }).where(eq(admins.id, other.id));
      }
      const [first, second] = await Promise.all([
        t.app.inject({ method: 'PATCH', url: `/api/admin/team/${b.id}`, headers: a.auth, payload: { role: 'ADMIN' } }),
        round % 2 === 0
          ? t.app.inject({ method: 'PATCH', url: `/api/admin/team/${a.id}`, headers: b.auth, payload: { role: 'ADMIN' } })
          : t.app.inject({ method: 'DELETE', url: `/api/admin/team/${a.id}`, headers: b.auth }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      // One wins; the other is refused as the last owner, or finds its own session ended or demoted.
      expect(statuses[0]).toBeLessThan(300);
      expect([401, 403, 409]).toContain(statuses[1]);
      const owners = await t.database.db.select().from(admins).where(eq(admins.role, 'OWNER'));
      expect(owners.filter((owner) => owner.removedAt === null)).toHaveLength(1);
    }
  });
});
