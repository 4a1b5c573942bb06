import type { FieldErrors } from '@shared/ui';

// The login rules, in order: the message the toast shows (the spec's words) and what each field in
// error says under it; null when the form may be sent.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LoginField = 'email' | 'password';

export interface LoginProblem {
  message: string;
  fields: FieldErrors<LoginField>;
}

export function validateLogin(email: string, password: string): LoginProblem | null {
  if (!email.trim() || !password) {
    const fields: FieldErrors<LoginField> = {};
    if (!email.trim()) fields.email = 'Enter your email address';
    if (!password) fields.password = 'Enter your password';
    return { message: 'Please fill in all fields', fields };
  }
  if (!emailPattern.test(email.trim()))
    return { message: 'Please enter a valid email address', fields: { email: 'Please enter a valid email address' } };
  return null;
}
