import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  IMAGE_URL_MAX,
  MAX_LIST_LENGTH,
  NAME_MAX,
  PACKAGE_ITEM_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  TITLE_MAX,
} from '@shared/domain';
import { eq } from 'drizzle-orm';
import { JSON_BODY_LIMIT } from '../src/app';
import { orders } from '../src/db/orders-schema';
import { adminSuite, drivers, login, tableCounts } from './helpers';
import { addEvent, orderPayload, placeOrder } from './orders-helpers';

// Every text a visitor or an admin sends has a length that fits what it is and no control
// characters; a NUL used to reach the database and answer 500.

/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
/** An uploaded image's address of exactly `length` characters, distinct by `n`. */
const imageOf = (n: number, length = IMAGE_URL_MAX) => `/uploads/${String(n).padStart(4, '0')}${'a'.repeat(length - 17)}.png`;

describe.each(drivers)('text limits on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    suite.t.app.inject({ method, url, headers: suite.auth, payload: payload as object });

  it('takes an order whose every contact field is at its longest, and keeps it whole', async () => {
    const party = await addEvent(db(), 'PARTY');
    const longest = {
      firstName: 'F'.repeat(NAME_MAX),
      lastName: 'L'.repeat(NAME_MAX),
      email: emailOf(EMAIL_MAX),
      // At most 15 digits; the rest of the longest phone number is what people type around them.
      phoneNumber: `${'+44 (0) 7700 900 123'.padEnd(PHONE_MAX - 1, '.')}4`,
      address: 'A'.repeat(ADDRESS_MAX),
    };
    expect(longest.phoneNumber).toHaveLength(PHONE_MAX);
    const response = await placeOrder(suite.t, orderPayload(party, longest));
    expect(response.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.id, response.json().id));
    expect(order).toMatchObject({
      firstName: longest.firstName,
      lastName: longest.lastName,
      email: longest.email,
      address: longest.address,
    });
  });

  it.each([
    ['firstName', `First name must be at most ${NAME_MAX} characters`, 'F'.repeat(NAME_MAX + 1)],
    ['lastName', `Last name must be at most ${NAME_MAX} characters`, 'L'.repeat(NAME_MAX + 1)],
    ['email', `Email must be at most ${EMAIL_MAX} characters`, emailOf(EMAIL_MAX + 1)],
    ['phoneNumber', `Phone number must be at most ${PHONE_MAX} characters`, '4'.repeat(PHONE_MAX + 1)],
    ['address', `Address must be at most ${ADDRESS_MAX} characters`, 'A'.repeat(100_000)],
  ])('refuses an order whose %s is too long with 400 and writes nothing', async (field, message, value) => {
    const party = await addEvent(db(), 'PARTY');
    const before = await tableCounts(db());
    const response = await placeOrder(suite.t, orderPayload(party, { [field]: value }));
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
    expect(await tableCounts(db())).toEqual(before);
  });

  it.each([
    ['firstName', 'First name', 'Ada\u0000'],
    ['lastName', 'Last name', 'O\u0000bi'],
    ['email', 'Email', 'ada\u0000@example.com'],
    ['phoneNumber', 'Phone number', '44770\u00000900123'],
    ['address', 'Address', '2 Buyer Road\u0000, London'],
    ['address', 'Address', '2 Buyer Road\u001b[31m, London'],
  ])('refuses an order with a control character in %s with 400 and writes nothing', async (field, label, value) => {
    const party = await addEvent(db(), 'PARTY');
    const before = await tableCounts(db());
    const response = await placeOrder(suite.t, orderPayload(party, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${label} contains a character that is not allowed`);
    expect(await tableCounts(db())).toEqual(before);
  });

  it('refuses a NUL at the login, in the profile, in a party edit and in a merchandise item with 400', async () => {
    const party = await addEvent(db(), 'PARTY');
    const before = await tableCounts(db());
    const answers = [
      await login(suite.t.app, '10.20.0.1', 'admin\u0000@example.com', 'Admin123!'),
      await login(suite.t.app, '10.20.0.2', 'admin@example.com', 'Admin\u0000123!'),
      await send('PUT', '/api/admin/me', { name: 'Site\u0000Admin' }),
      await send('PUT', `/api/party/edit/${party.id}`, {
        updateData: { title: 'Night\u0000', address: 'Club\u0000', description: 'Late\u0000' },
      }),
      await send('POST', '/api/merchandise', { title: 'Cap\u0000', price: 1500, description: 'Cotton\u0000', variants: ['L\u0000'] }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, 'Email contains a character that is not allowed'],
      [400, 'Password contains a character that is not allowed'],
      [400, 'Name contains a character that is not allowed'],
      [
        400,
        'Title contains a character that is not allowed; Description contains a character that is not allowed; Address contains a character that is not allowed',
      ],
      [
        400,
        'Title contains a character that is not allowed; Description contains a character that is not allowed; Variant contains a character that is not allowed',
      ],
    ]);
    expect(await tableCounts(db())).toEqual(before);
  });

  it('refuses an overlong password before hashing it, and a body over the JSON limit outright', async () => {
    const tooLong = await login(suite.t.app, '10.20.0.3', 'admin@example.com', 'p'.repeat(PASSWORD_MAX + 1));
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, `Password must be at most ${PASSWORD_MAX} characters`]);
    const huge = await login(suite.t.app, '10.20.0.4', 'admin@example.com', 'p'.repeat(900_000));
    expect(huge.statusCode).toBe(413);
    const party = await addEvent(db(), 'PARTY');
    const before = await tableCounts(db());
    expect((await placeOrder(suite.t, orderPayload(party, { address: 'A'.repeat(900_000) }))).statusCode).toBe(413);
    expect(await tableCounts(db())).toEqual(before);
  });

  it('takes the largest legitimate JSON body, an event edit with every field at its longest, within the body limit', async () => {
    const created = await send('POST', '/api/experience/create', {
      title: 'Lake weekend',
      price: 2500,
      arrivalDate: '2031-05-17',
      arrivalTime: '18:30',
      address: '1 Lake Road',
      description: 'Two days.',
      eventPackage: ['Dinner'],
      accomodationPriceSingle: 0,
      accomodationPriceShared: 0,
      experienceImages: [imageOf(9001), imageOf(9002), imageOf(9003)],
      posterImage: imageOf(9000),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    // Three-byte characters wherever free text may have them, and every list full.
    const text = (length: number) => '€'.repeat(length);
    const edit = {
      updateData: { title: text(TITLE_MAX), address: text(ADDRESS_MAX), description: text(DESCRIPTION_MAX), posterImage: imageOf(8000) },
      addImages: Array.from({ length: MAX_LIST_LENGTH - 3 }, (_, n) => imageOf(n)),
      removeImages: [
        imageOf(9001),
        imageOf(9002),
        imageOf(9003),
        ...Array.from({ length: MAX_LIST_LENGTH - 3 }, (_, n) => imageOf(5000 + n)),
      ],
      addEventPackages: Array.from({ length: MAX_LIST_LENGTH - 1 }, (_, n) => `${n} ${text(PACKAGE_ITEM_MAX - 4)}`),
      removeEventPackages: Array.from({ length: MAX_LIST_LENGTH }, (_, n) => `${n} ${text(PACKAGE_ITEM_MAX - 4)}`),
    };
    const bytes = Buffer.byteLength(JSON.stringify(edit));
    expect(bytes).toBeGreaterThan(JSON_BODY_LIMIT / 2);
    expect(bytes).toBeLessThan(JSON_BODY_LIMIT);
    const response = await send('PUT', `/api/experience/edit/${id}`, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json().description).toBe(text(DESCRIPTION_MAX));
  });
});
