import { LoginRequest } from './auth';
import { PasswordChange, ProfileUpdate } from './account';
import { ExperienceCreate, ImageUrl, PartyEdit } from './events';
import { MerchandiseInput } from './merchandise';
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  hasControlCharacters,
  MERCHANDISE_DESCRIPTION_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  TITLE_MAX,
  VARIANT_MAX,
} from './text';

/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('hasControlCharacters', () => {
  it.each([0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9f, 0x09, 0x0a, 0x0d])('finds character code %i in a single-line text', (code) => {
    expect(hasControlCharacters(`Ada${String.fromCharCode(code)}Obi`)).toBe(true);
  });

  it('lets a multi-line text keep tabs and line breaks, nothing else', () => {
    expect(hasControlCharacters('Line one\r\nLine two\tend', true)).toBe(false);
    expect(hasControlCharacters('Line one\u0000', true)).toBe(true);
    expect(hasControlCharacters('Line one\u000b', true)).toBe(true);
  });

  it('lets every printable character through, accents, emoji and right-to-left text included', () => {
    expect(hasControlCharacters("Zoë O'Brien-Šimić 🎉 مرحبا £5 “quoted”")).toBe(false);
  });
});

describe('sign-in and account limits', () => {
  it('refuses an overlong or NUL-carrying login before the password is checked', () => {
    expect(messages(LoginRequest.safeParse({ email: emailOf(EMAIL_MAX + 1), password: 'x' }))).toContain(
      `Email must be at most ${EMAIL_MAX} characters`,
    );
    expect(messages(LoginRequest.safeParse({ email: 'admin@example.com', password: 'p'.repeat(PASSWORD_MAX + 1) }))).toEqual([
      `Password must be at most ${PASSWORD_MAX} characters`,
    ]);
    expect(messages(LoginRequest.safeParse({ email: 'admin@example.com', password: 'Admin\u0000123!' }))).toEqual([
      'Password contains a character that is not allowed',
    ]);
    expect(messages(LoginRequest.safeParse({ email: 'adm\u0000in@example.com', password: 'x' }))).toContain(
      'Email contains a character that is not allowed',
    );
    expect(LoginRequest.safeParse({ email: emailOf(EMAIL_MAX), password: 'p'.repeat(PASSWORD_MAX) }).success).toBe(true);
  });

  it('refuses a control character in a profile name or a password change', () => {
    expect(messages(ProfileUpdate.safeParse({ name: 'Ada\u0000' }))).toEqual(['Name contains a character that is not allowed']);
    expect(ProfileUpdate.safeParse({ name: 'N'.repeat(NAME_MAX) }).success).toBe(true);
    const change = { currentPassword: 'old\u0000', newPassword: 'Longenough\u00071', confirmPassword: 'Longenough\u00071' };
    // The confirmation repeats the new password's message; the API and the form say it once.
    expect([...new Set(messages(PasswordChange.safeParse(change)))]).toEqual([
      'Current password contains a character that is not allowed',
      'New password contains a character that is not allowed',
    ]);
    expect(messages(PasswordChange.safeParse({ ...change, currentPassword: 'x'.repeat(PASSWORD_MAX + 1) }))[0]).toBe(
      'Current password is incorrect',
    );
  });
});

describe('event and merchandise limits', () => {
  const experience = {
    title: 'Lake weekend',
    price: 2500,
    arrivalDate: '2031-05-17',
    arrivalTime: '18:30',
    address: '1 Lake Road',
    description: 'Two days.\n\n\tBring boots.',
    eventPackage: ['Dinner'],
    accomodationPriceSingle: 0,
    accomodationPriceShared: 0,
    experienceImages: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'],
    posterImage: '/uploads/p.png',
  };

  it('keeps line breaks and tabs in a description, refuses them in a title', () => {
    expect(ExperienceCreate.safeParse(experience).success).toBe(true);
    expect(messages(ExperienceCreate.safeParse({ ...experience, title: 'Lake\tweekend' }))).toEqual([
      'Title contains a character that is not allowed',
    ]);
    expect(messages(ExperienceCreate.safeParse({ ...experience, description: 'Two\u0000days' }))).toEqual([
      'Description contains a character that is not allowed',
    ]);
  });

  it('refuses over-long titles and descriptions with the field named', () => {
    expect(messages(ExperienceCreate.safeParse({ ...experience, description: 'd'.repeat(DESCRIPTION_MAX + 1) }))).toEqual([
      `Description must be at most ${DESCRIPTION_MAX} characters`,
    ]);
    expect(messages(PartyEdit.safeParse({ updateData: { title: 't'.repeat(TITLE_MAX + 1) } }))).toEqual([
      `Title must be at most ${TITLE_MAX} characters`,
    ]);
    expect(messages(PartyEdit.safeParse({ updateData: { address: 'Club\u0000' } }))).toEqual([
      'Address contains a character that is not allowed',
    ]);
  });

  it('refuses an https image address with a control character in it', () => {
    expect(ImageUrl.safeParse('https://res.cloudinary.com/demo/a.png').success).toBe(true);
    expect(ImageUrl.safeParse('https://res.cloudinary.com/demo/a\u0000.png').success).toBe(false);
  });

  it('limits a merchandise item the same way', () => {
    const item = { title: 'Cap', price: 1500 };
    expect(MerchandiseInput.safeParse({ ...item, description: 'Cotton.\nOne size.', variants: ['Navy blue'] }).success).toBe(true);
    expect(messages(MerchandiseInput.safeParse({ ...item, title: 'Cap\u0000' }))).toEqual([
      'Title contains a character that is not allowed',
    ]);
    expect(messages(MerchandiseInput.safeParse({ ...item, description: 'd'.repeat(MERCHANDISE_DESCRIPTION_MAX + 1) }))).toEqual([
      `Description must be at most ${MERCHANDISE_DESCRIPTION_MAX} characters`,
    ]);
    expect(messages(MerchandiseInput.safeParse({ ...item, variants: ['v'.repeat(VARIANT_MAX + 1)] }))).toEqual([
      `Variant must be at most ${VARIANT_MAX} characters`,
    ]);
    expect(messages(MerchandiseInput.safeParse({ ...item, variants: ['Large\u0000'] }))).toEqual([
      'Variant contains a character that is not allowed',
    ]);
  });
});
