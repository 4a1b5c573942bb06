import { PasswordChange, passwordChangeProblem, ProfileUpdate } from './account';

const change = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('passwordChangeProblem', () => {
  it.each([
    [change('', 'Longenough1', 'Longenough1'), 'Please fill in all fields'],
    [change('old', '', ''), 'Please fill in all fields'],
    [change('old', 'Longenough1', ''), 'Please fill in all fields'],
    [change('old', 'short', 'short'), 'New password must be at least 8 characters'],
    [change('old', 'Longenough1', 'Longenough2'), 'New password and confirmation do not match'],
    [change('old', 'x'.repeat(129), 'x'.repeat(129)), 'New password must be at most 128 characters'],
  ])('%j => %s', (input, message) => {
    expect(passwordChangeProblem(input)).toBe(message);
  });

  it('accepts a filled-in form whose new password is confirmed', () => {
    expect(passwordChangeProblem(change('old', 'Longenough1', 'Longenough1'))).toBeNull();
  });

  it('keeps passwords exactly as typed (spaces are characters of a password)', () => {
    expect(PasswordChange.parse(change(' old ', ' new pass ', ' new pass ')).newPassword).toBe(' new pass ');
  });
});

describe('ProfileUpdate', () => {
  it('trims the name and refuses an empty or overlong one', () => {
    expect(ProfileUpdate.parse({ name: '  Ada Lovelace ' })).toEqual({ name: 'Ada Lovelace' });
    expect(ProfileUpdate.safeParse({ name: '   ' }).error?.issues[0].message).toBe('Please enter your name');
    expect(ProfileUpdate.safeParse({}).error?.issues[0].message).toBe('Please enter your name');
    expect(ProfileUpdate.safeParse({ name: 'a'.repeat(101) }).error?.issues[0].message).toBe('Name must be at most 100 characters');
  });
});
