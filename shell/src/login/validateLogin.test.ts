import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('needs both fields first', () => {
    expect(validateLogin('', '')).toBe('Please fill in all fields');
    expect(validateLogin('a@b.co', '')).toBe('Please fill in all fields');
    expect(validateLogin('   ', 'secret')).toBe('Please fill in all fields');
  });

  it('then a basic e-mail shape', () => {
    expect(validateLogin('admin', 'secret')).toBe('Please enter a valid email address');
    expect(validateLogin('admin@example', 'secret')).toBe('Please enter a valid email address');
    expect(validateLogin('admin@example.com', 'secret')).toBeNull();
  });
});
