import { z } from 'zod';
import { limitText, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './text';

// The signed-in admin's own account (Settings > Profile and Security). The settings forms and the
// API check the same rules with the same words.

const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH = 'New password and confirmation do not match';

const ENTER_NAME = 'Please enter your name';

export const ProfileUpdate = z.object({
  name: limitText(z.string({ error: ENTER_NAME }).trim().min(1, { error: ENTER_NAME, abort: true }), { label: 'Name', max: NAME_MAX }),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

const required = z.string({ error: FILL_IN_ALL_FIELDS }).min(1, { error: FILL_IN_ALL_FIELDS, abort: true });

export const PasswordChange = z
  .object({
    // Only what no password could be; whether it is right is the server's to say.
    currentPassword: limitText(required, { label: 'Current password', max: PASSWORD_MAX, tooLong: 'Current password is incorrect' }),
    newPassword: limitText(required.min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`), {
      label: 'New password',
      max: PASSWORD_MAX,
    }),
    // Same cap and words as the new password, so an overlong pair is reported once.
    confirmPassword: limitText(required, { label: 'New password', max: PASSWORD_MAX }),
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
