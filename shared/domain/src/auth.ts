import { z } from 'zod';
import { ROLES } from './roles';
import { EMAIL_MAX, limitText, PASSWORD_MAX } from './text';

// Login wire shapes. The messages are the login page's (docs/product-rules.md#admin-sign-in-and-layout),
// so the login form and the API reject the same input with the same words.

const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

export const LoginRequest = z.object({
  email: limitText(z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, { error: FILL_IN_ALL_FIELDS, abort: true }), {
    label: 'Email',
    max: EMAIL_MAX,
  }).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  // No password is longer than a new one may be; a longer guess is refused before it is hashed.
  password: limitText(z.string({ error: FILL_IN_ALL_FIELDS }).min(1, FILL_IN_ALL_FIELDS), { label: 'Password', max: PASSWORD_MAX }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ROLE_MESSAGE = `Role must be one of ${ROLES.join(', ')}`;
export const AdminRole = z.enum(ROLES, { error: ROLE_MESSAGE });
export type AdminRole = z.infer<typeof AdminRole>;

export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: AdminRole,
});
export type AdminUser = z.infer<typeof AdminUser>;

export const LoginResponse = z.object({ token: z.string(), admin: AdminUser });
export type LoginResponse = z.infer<typeof LoginResponse>;
