// Members of the team made through the API as an owner would (docs/product-rules.md#roles): an
// invitation, its e-mailed link, its acceptance, and two-factor sign-in with a code computed here.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminUser } from '@shared/domain';
import { simpleParser } from 'mailparser';
import { Secret, TOTP } from 'otpauth';
import { outboxFor } from './checkout';
import { adminToken } from './admin';
import { apiUrl } from './ports';

/** The link (path) of the invitation e-mailed to `email`, once the outbox has sent it. */
export async function invitationLink(email: string): Promise<string> {
  await expect.poll(() => outboxFor(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = await simpleParser(outboxFor(email).at(-1)!.source);
  const link = /https?:\/\/[^/\s]+(\/admin\/invitation\/[\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`The invitation e-mail to ${email} has no link:\n${mail.text}`);
  return link;
}

/** Invites `email` with `role` as the seeded owner; answers the e-mailed link. */
export async function invite(request: APIRequestContext, email: string, role: AdminUser['role']): Promise<string> {
  const invited = await request.post(`${apiUrl}/admin/team/invitations`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  return invitationLink(email);
}

/** A member of `role` who joined through an invitation: their session, as the acceptance answers it. */
export async function joinedMember(
  request: APIRequestContext,
  { email, role, name, password }: { email: string; role: AdminUser['role']; name: string; password: string },
): Promise<{ token: string; admin: AdminUser }> {
  const token = (await invite(request, email, role)).split('/').at(-1)!;
  const accepted = await request.post(`${apiUrl}/admin/invitations/${token}/accept`, { data: { name, password } });
  expect(accepted.status()).toBe(201);
  return (await accepted.json()) as { token: string; admin: AdminUser };
}

/** An authenticator app holding `secret` (base32, spaces allowed), as a phone would. */
export const authenticator = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });

/** Turns two-factor sign-in on for the session's member through the API; answers their app. */
export async function withTwoFactor(request: APIRequestContext, session: string): Promise<TOTP> {
  const headers = { Authorization: `Bearer ${session}` };
  const setup = await request.post(`${apiUrl}/admin/me/two-factor`, { headers });
  expect(setup.status()).toBe(200);
  const app = authenticator(((await setup.json()) as { secret: string }).secret);
  const confirmed = await request.post(`${apiUrl}/admin/me/two-factor/confirm`, { headers, data: { code: app.generate() } });
  expect(confirmed.status()).toBe(200);
  return app;
}
