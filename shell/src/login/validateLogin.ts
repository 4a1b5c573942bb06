// The login rules, in order; returns the message to show, or null when the form may be sent.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): string | null {
  if (!email.trim() || !password) return 'Please fill in all fields';
  if (!emailPattern.test(email.trim())) return 'Please enter a valid email address';
  return null;
}
