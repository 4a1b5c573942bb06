import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('needs both fields first, and says under each empty one what it needs', () => {
    expect(validateLogin('', '')).toEqual({
      message: 'Please fill in all fields',
      fields: { email: 'Enter your email address', password: 'Enter your password' },
    });
    expect(validateLogin('a@b.co', '')).toEqual({ message: 'Please fill in all fields', fields: { password: 'Enter your password' } });
    expect(validateLogin('   ', 'secret')).toEqual({ message: 'Please fill in all fields', fields: { email: 'Enter your email address' } });
  });

  it('then a basic e-mail shape', () => {
    const invalid = { message: 'Please enter a valid email address', fields: { email: 'Please enter a valid email address' } };
    expect(validateLogin('admin', 'secret')).toEqual(invalid);
    expect(validateLogin('admin@example', 'secret')).toEqual(invalid);
    expect(validateLogin('admin@example.com', 'secret')).toBeNull();
  });
});
