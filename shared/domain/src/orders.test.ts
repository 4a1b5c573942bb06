import { CONTACT_REQUIRED_MESSAGE, OrderCreated, OrderPayload, OrderStatus, PaymentStart, type OrderPayloadInput } from './orders';
import { ADDRESS_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from './text';

const PARTY_ID = '3f2b8c1e-9d4a-4e6b-8f1c-2a7d5e9b0c31';
const EXPERIENCE_ID = '00000000-0000-0000-0000-000000000007';

const partyOrder: OrderPayloadInput = {
  type: 'PARTY',
  items: [{ partyId: PARTY_ID, quantity: 2 }],
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '447700900123',
  address: '1 High Street, London',
  installment: 'INSTALLMENT',
  paymentType: 'Stripe',
  room: 'SHARED',
  gender: 'FEMALE',
};

const messagesFor = (payload: unknown) => {
  const result = OrderPayload.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('OrderPayload', () => {
  it('accepts a party order and fills the accommodation defaults', () => {
    expect(OrderPayload.parse(partyOrder)).toEqual({
      ...partyOrder,
      accomodationPriceSingle: 0,
      accomodationPriceShared: 0,
    });
  });

  it('accepts an experience order with a seed-style id and explicit accommodation prices', () => {
    const order = {
      ...partyOrder,
      type: 'EXPERIENCE',
      items: [{ experienceId: EXPERIENCE_ID, quantity: 1 }],
      paymentType: 'Paypal',
      installment: 'FULL',
      room: 'SINGLE',
      gender: 'MALE',
      accomodationPriceSingle: 3000,
      accomodationPriceShared: 2000,
    };
    expect(OrderPayload.parse(order)).toEqual(order);
  });

  it('trims contact fields and normalises the phone number', () => {
    const parsed = OrderPayload.parse({
      ...partyOrder,
      firstName: '  Ada ',
      email: ' ada@example.com ',
      phoneNumber: '+44 (7700) 900-123',
    });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.phoneNumber).toBe('447700900123');
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber', 'address'])(
    'an empty or missing %s asks for the contact information',
    (field) => {
      expect(messagesFor({ ...partyOrder, [field]: '   ' })).toEqual([CONTACT_REQUIRED_MESSAGE]);
      expect(messagesFor({ ...partyOrder, [field]: undefined })).toEqual([CONTACT_REQUIRED_MESSAGE]);
    },
  );

  it('uses the checkout wording', () => {
    expect(CONTACT_REQUIRED_MESSAGE).toBe('Please fill in all required contact information');
    expect(messagesFor({ ...partyOrder, gender: undefined })).toEqual(['Please select a gender.']);
    expect(messagesFor({ ...partyOrder, gender: 'OTHER' })).toEqual(['Please select a gender.']);
    expect(messagesFor({ ...partyOrder, room: undefined })).toEqual(['Please select a room type.']);
    expect(messagesFor({ ...partyOrder, room: 'DOUBLE' })).toEqual(['Please select a room type.']);
    expect(messagesFor({ ...partyOrder, installment: undefined })).toEqual(['Please select a payment option.']);
    expect(messagesFor({ ...partyOrder, paymentType: 'stripe' })).toEqual(['Please select a payment method.']);
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com'])('rejects the e-mail %p', (email) => {
    expect(messagesFor({ ...partyOrder, email })).toEqual(['Please enter a valid email address']);
  });

  it.each(['123456', '1234567890123456', '44 7700 abc', '44+7700900123'])('rejects the phone number %p', (phoneNumber) => {
    expect(messagesFor({ ...partyOrder, phoneNumber })).toEqual(['Please enter a valid phone number']);
  });

  it.each(['1234567', '123456789012345'])('accepts a %p-long phone number', (phoneNumber) => {
    expect(OrderPayload.safeParse({ ...partyOrder, phoneNumber }).success).toBe(true);
  });

  it.each([
    [0, 'Quantity must be at least 1.'],
    [1.5, 'Quantity must be a whole number.'],
    [101, 'At most 100 tickets per order.'],
  ])('rejects quantity %p', (quantity, message) => {
    expect(messagesFor({ ...partyOrder, items: [{ partyId: PARTY_ID, quantity }] })).toEqual([message]);
  });

  it('rejects an order without items', () => {
    expect(messagesFor({ ...partyOrder, items: [] })).toEqual(['Choose at least one ticket.']);
  });

  it.each([
    ['a party item with an experience id', 'PARTY', { experienceId: EXPERIENCE_ID }, 'partyId'],
    ['a party item with both ids', 'PARTY', { partyId: PARTY_ID, experienceId: EXPERIENCE_ID }, 'partyId'],
    ['an experience item with a party id', 'EXPERIENCE', { partyId: PARTY_ID }, 'experienceId'],
    ['an item with no id', 'EXPERIENCE', {}, 'experienceId'],
  ])('rejects %s', (_name, type, item, idKey) => {
    const result = OrderPayload.safeParse({ ...partyOrder, type, items: [{ ...item, quantity: 1 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['items', 0, idKey],
        message: `Each ${String(type).toLowerCase()} item needs exactly one id: ${idKey}.`,
      }),
    ]);
  });

  it('rejects ids that are not uuids', () => {
    const result = OrderPayload.safeParse({ ...partyOrder, items: [{ partyId: '42', quantity: 1 }] });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['items', 0, 'partyId']]);
  });

  it('rejects negative or fractional accommodation prices', () => {
    expect(OrderPayload.safeParse({ ...partyOrder, accomodationPriceSingle: -1 }).success).toBe(false);
    expect(OrderPayload.safeParse({ ...partyOrder, accomodationPriceShared: 20.5 }).success).toBe(false);
  });

  it('rejects an unknown order type', () => {
    expect(OrderPayload.safeParse({ ...partyOrder, type: 'MERCHANDISE' }).success).toBe(false);
  });
});

describe('responses', () => {
  it('OrderCreated carries the order id and its reference', () => {
    expect(OrderCreated.parse({ id: 'abc', reference: 'EVT-7K3P9Q' })).toEqual({ id: 'abc', reference: 'EVT-7K3P9Q' });
    expect(OrderCreated.safeParse({ id: 'abc' }).success).toBe(false);
    expect(OrderCreated.safeParse({ id: '', reference: 'EVT-7K3P9Q' }).success).toBe(false);
    expect(OrderCreated.safeParse({}).success).toBe(false);
  });

  it.each(['https://checkout.stripe.com/c/pay/cs_test_123', 'http://localhost:3000/api/sandbox/pay/1', '/api/sandbox/pay/1'])(
    'PaymentStart accepts %p',
    (redirectUrl) => {
      expect(PaymentStart.parse({ redirectUrl })).toEqual({ redirectUrl });
    },
  );

  it.each(['javascript:alert(1)', '//evil.example/pay', 'data:text/html,hi', '', 'pay/1'])('PaymentStart refuses %p', (redirectUrl) => {
    expect(PaymentStart.safeParse({ redirectUrl }).success).toBe(false);
  });

  it('order statuses', () => {
    expect(OrderStatus.options).toEqual(['PENDING', 'PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED']);
  });
});

describe('an order at its limits', () => {
  /** An e-mail address of exactly `length` characters. */
  const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  // A phone number has at most 15 digits, so the longest one typed is mostly what people type around them.
  const longestPhone = `${'+44 (0) 7700-900-123'.padEnd(PHONE_MAX - 1, ' ')}4`;

  it.each([
    ['firstName', NAME_MAX, 'F'.repeat(NAME_MAX), `First name must be at most ${NAME_MAX} characters`],
    ['lastName', NAME_MAX, 'L'.repeat(NAME_MAX), `Last name must be at most ${NAME_MAX} characters`],
    ['email', EMAIL_MAX, emailOf(EMAIL_MAX), `Email must be at most ${EMAIL_MAX} characters`],
    ['phoneNumber', PHONE_MAX, longestPhone, `Phone number must be at most ${PHONE_MAX} characters`],
    ['address', ADDRESS_MAX, 'A'.repeat(ADDRESS_MAX), `Address must be at most ${ADDRESS_MAX} characters`],
  ])('takes a %s of %i characters and refuses one more', (field, max, longest, message) => {
    expect(longest).toHaveLength(max);
    expect(messagesFor({ ...partyOrder, [field]: longest })).toEqual([]);
    const oneMore = field === 'email' ? `a${longest}` : `${longest.slice(0, 1)}${longest}`;
    expect(messagesFor({ ...partyOrder, [field]: oneMore })).toEqual([message]);
  });

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['phoneNumber', 'Phone number'],
    ['address', 'Address'],
  ])('refuses a NUL or an escape character in %s', (field, label) => {
    const value = (partyOrder as unknown as Record<string, string>)[field];
    for (const bad of [`${value.slice(0, 2)}\u0000${value.slice(2)}`, `${value.slice(0, 2)}\u001b[2J${value.slice(2)}`]) {
      expect(messagesFor({ ...partyOrder, [field]: bad })).toContain(`${label} contains a character that is not allowed`);
    }
  });

  it('refuses a line break inside an address but drops one around it', () => {
    expect(messagesFor({ ...partyOrder, address: '2 Buyer Road\nLondon' })).toEqual(['Address contains a character that is not allowed']);
    expect(OrderPayload.parse({ ...partyOrder, address: '\n2 Buyer Road, London\n' }).address).toBe('2 Buyer Road, London');
  });
});
