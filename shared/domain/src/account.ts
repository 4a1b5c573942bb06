import { z } from 'zod';

// The signed-in admin's own account (Settings > Profile and Security). The settings forms and the
// API check the same rules with the same words.

const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH = 'New password and confirmation do not match';
export const PASSWORD_MIN_LENGTH = 8;
// Argon2 hashes any length, so without a cap one request could make the server hash megabytes.
export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_NAME_MAX_LENGTH = 100;
const TOO_LONG = `New password must be at most ${PASSWORD_MAX_LENGTH} characters`;

const ENTER_NAME = 'Please enter your name';

export const ProfileUpdate = z.object({
  name: z
    .string({ error: ENTER_NAME })
    .trim()
    .min(1, { error: ENTER_NAME, abort: true })
    .max(PROFILE_NAME_MAX_LENGTH, `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

const required = z.string({ error: FILL_IN_ALL_FIELDS }).min(1, { error: FILL_IN_ALL_FIELDS, abort: true });

export const PasswordChange = z
  .object({
    // Only a length no password could have; whether it is right is the server's to say.
    currentPassword: required.max(1024, 'Current password is incorrect'),
    newPassword: required
      .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, TOO_LONG),
    // Same cap and words as the new password, so an overlong pair is reported once.
    confirmPassword: required.max(PASSWORD_MAX_LENGTH, TOO_LONG),
  })
  .refine((change) => change.newPassword === change.confirmPassword, { error: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type PasswordChange = z.infer<typeof PasswordChange>;

/** A password change ends every other session; this one goes on with the new token. */
export const PasswordChanged = z.object({ token: z.string() });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** The first problem a filled-in password form has, in the order the user reads the form; null when none. */
export function passwordChangeProblem(change: PasswordChange): string | null {
  const result = PasswordChange.safeParse(change);
  return result.success ? null : (result.error.issues[0]?.message ?? FILL_IN_ALL_FIELDS);
}
