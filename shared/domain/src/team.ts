// The team's wire shapes (docs/product-rules.md#roles): members and their roles, invitations, the
// team's rules, and two-factor sign-in. The forms and the API check the same rules with the same words.
import { z } from 'zod';
import { AdminRole, AdminUser } from './auth';
import { EMAIL_MAX, limitText, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './text';

const iso = z.iso.datetime({ offset: true });

export const TeamMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: AdminRole,
  /** Signs in with a second factor. */
  twoFactor: z.boolean(),
  lastSignInAt: iso.nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamList = z.object({ data: z.array(TeamMember) });
export type TeamList = z.infer<typeof TeamList>;

const ENTER_EMAIL = 'Please enter an e-mail address';
export const InvitationRequest = z.object({
  email: limitText(z.string({ error: ENTER_EMAIL }).trim().min(1, { error: ENTER_EMAIL, abort: true }), { label: 'Email', max: EMAIL_MAX })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address')
    .meta({ examples: ['new.member@example.com'] })
    .transform((email) => email.toLowerCase()),
  role: AdminRole,
});
export type InvitationRequest = z.input<typeof InvitationRequest>;

/** An invitation waiting to be accepted. */
export const Invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: AdminRole,
  invitedAt: iso,
  expiresAt: iso,
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationList = z.object({ data: z.array(Invitation) });

/** What the invitation's own page shows before the invitee sets their name and password. */
export const InvitationPreview = z.object({ email: z.string(), role: AdminRole, expiresAt: iso });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

const ENTER_NAME = 'Please enter your name';
export const InvitationAcceptance = z.object({
  name: limitText(z.string({ error: ENTER_NAME }).trim().min(1, { error: ENTER_NAME, abort: true }), { label: 'Name', max: NAME_MAX }),
  password: limitText(
    z.string({ error: 'Please choose a password' }).min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    { label: 'Password', max: PASSWORD_MAX },
  ),
});
export type InvitationAcceptance = z.input<typeof InvitationAcceptance>;

export const RoleChange = z.object({ role: AdminRole });
export type RoleChange = z.infer<typeof RoleChange>;

/** The 409 of a change that would leave the team without an owner. */
export const LAST_OWNER_MESSAGE = 'The team must keep at least one owner: make someone else an owner first.';

/** The team's rules. */
export const TeamSettings = z.object({
  /** Every member signs in with a second factor; one without it sets it up before anything else. */
  requireTwoFactor: z.boolean(),
  /** Buyers are erased this many months after their last event; null: never on its own. */
  eraseBuyersAfterMonths: z.int('Months must be a whole number').min(1, 'At least 1 month').max(120, 'At most 120 months').nullable(),
});
export type TeamSettings = z.infer<typeof TeamSettings>;

/** The 403 of every route but the member's own account while the team requires a second factor they have not set up. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Two-factor sign-in is required for this team: set it up in Settings > Security.';

/** POST /admin/login when the member signs in with a second factor: the code is asked for next. */
export const TwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** The second step: a code of the authenticator app (6 digits), or one of the recovery codes. */
export const TwoFactorLogin = z.object({
  challenge: z.string().min(1).max(2048),
  code: z.string({ error: 'Please enter the code' }).trim().min(6, 'Please enter the code').max(32, 'That is not a code'),
});
export type TwoFactorLogin = z.infer<typeof TwoFactorLogin>;

/** What signing in answers: the session, or the second factor to ask for. */
export const LoginAnswer = z.union([z.object({ token: z.string(), admin: AdminUser }), TwoFactorChallenge]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** Setting two-factor sign-in up: the secret to scan (as a QR code) or to type in. */
export const TwoFactorSetup = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl, as an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorCode = z.object({
  code: z
    .string({ error: 'Please enter the code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});
export type TwoFactorCode = z.infer<typeof TwoFactorCode>;

/** Shown once, when two-factor sign-in is turned on: each works once, instead of a code of the app. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Settings > Security: whether the member signs in with a second factor, and whether the team requires it. */
export const TwoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** Turning two-factor sign-in off asks for the password again. */
export const TwoFactorOff = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_MAX),
});
export type TwoFactorOff = z.infer<typeof TwoFactorOff>;
