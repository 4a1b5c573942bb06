import { LoginRequest, LoginResponse } from './auth';

const messages = (input: unknown) => LoginRequest.safeParse(input).error?.issues.map((issue) => issue.message);

describe('LoginRequest', () => {
  it('accepts an e-mail and password, trimming the e-mail', () => {
    expect(LoginRequest.parse({ email: ' admin@example.com ', password: 'Admin123!' })).toEqual({
      email: 'admin@example.com',
      password: 'Admin123!',
    });
  });

  it.each([
    ['both empty', { email: '', password: '' }],
    ['a blank e-mail', { email: '   ', password: 'x' }],
    ['an empty password', { email: 'admin@example.com', password: '' }],
    ['missing fields', {}],
  ])('says "Please fill in all fields" for %s', (_, input) => {
    expect(new Set(messages(input))).toEqual(new Set(['Please fill in all fields']));
  });

  it.each(['admin', 'admin@', 'admin@example', 'ad min@example.com'])('says the e-mail %j is not valid', (email) => {
    expect(messages({ email, password: 'x' })).toEqual(['Please enter a valid email address']);
  });
});

describe('LoginResponse', () => {
  it('requires one of the roles', () => {
    const admin = { id: 'a1', email: 'admin@example.com', name: 'Site Admin', role: 'ADMIN' };
    expect(LoginResponse.safeParse({ token: 't', admin }).success).toBe(true);
    expect(LoginResponse.safeParse({ token: 't', admin: { ...admin, role: 'STAFF' } }).success).toBe(false);
  });
});
