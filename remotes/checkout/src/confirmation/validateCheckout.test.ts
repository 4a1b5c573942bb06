import { toCheckoutEvent } from '../event/checkoutEvent';
import { experience, party } from '../testing/fixtures';
import { emptyForm, type CheckoutFormValues } from './checkoutForm';
import type { PhoneCountry } from './phone';
import { checkForPayment, firstInvalid, previewProblem } from './validateCheckout';

const filled: CheckoutFormValues = {
  ...emptyForm,
  gender: 'FEMALE',
  room: 'SINGLE',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '07400 123456',
  address: '1 Analytical Row, London',
  // Two tickets: the first the buyer's ("Same as buyer"), the second named.
  attendees: [
    { name: '', email: '' },
    { name: ' Charles Babbage ', email: '' },
  ],
};
const gb: PhoneCountry = { code: 'GB', name: 'United Kingdom', dialCode: '+44' };
const ng: PhoneCountry = { code: 'NG', name: 'Nigeria', dialCode: '+234' };
const exp = toCheckoutEvent('experiences', experience);
const check = (form: Partial<CheckoutFormValues>, country = gb) => checkForPayment(exp, 2, { ...filled, ...form }, country);
const problemOf = async (form: Partial<CheckoutFormValues>) => {
  const checked = await check(form);
  return 'problem' in checked ? checked.problem : undefined;
};

describe('Pay Now checks, in the checkout order', () => {
  it.each(['firstName', 'lastName', 'email', 'phone', 'address'] as const)(
    'a blank %s: all required contact information',
    async (field) => {
      expect(await problemOf({ [field]: '  ', gender: '', room: '' })).toBe('Please fill in all required contact information');
    },
  );

  it('then the gender, then the room', async () => {
    expect(await problemOf({ gender: '', room: '' })).toBe('Please select a gender.');
    expect(await problemOf({ room: '' })).toBe('Please select a room type.');
  });

  it('then the e-mail and the phone number', async () => {
    expect(await problemOf({ email: 'ada@', phone: '12' })).toBe('Please enter a valid email address');
    expect(await problemOf({ phone: '12' })).toBe('Please enter a valid phone number');
    expect(await problemOf({ phone: '07700 900123' })).toBe('Please enter a valid phone number');
  });

  it('answers the order payload: code without plus then the number', async () => {
    expect(await check({})).toEqual({
      payload: {
        type: 'EXPERIENCE',
        items: [{ experienceId: experience.id, quantity: 2 }],
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '447400123456',
        address: '1 Analytical Row, London',
        installment: 'FULL',
        paymentType: 'Stripe',
        room: 'SINGLE',
        gender: 'FEMALE',
        attendees: [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }],
      },
    });
    expect(await check({ phone: '0803 123 4567' }, ng)).toMatchObject({ payload: { phoneNumber: '2348031234567' } });
  });

  it("with 'Can't see your country code?' the phone field is the whole international number", async () => {
    expect(await check({ customPhone: true, phone: '+1 (201) 555-0123' })).toMatchObject({ payload: { phoneNumber: '12015550123' } });
    expect(await check({ customPhone: true, phone: '0044 7400 123456' })).toMatchObject({ payload: { phoneNumber: '447400123456' } });
    expect(await problemOf({ customPhone: true, phone: '07400 123456' })).toBe('Please enter a valid phone number');
  });

  it('a party order carries its room prices and the wallet provider', async () => {
    const result = await checkForPayment(
      toCheckoutEvent('parties', party),
      1,
      { ...filled, paymentMode: 'paypal', instalment: 'INSTALLMENT' },
      gb,
    );
    expect(result).toMatchObject({
      payload: {
        type: 'PARTY',
        items: [{ partyId: party.id, quantity: 1 }],
        paymentType: 'Paypal',
        installment: 'INSTALLMENT',
        accomodationPriceSingle: 0,
        accomodationPriceShared: 0,
      },
    });
  });
});

describe('the fields in error, each with what it says under it', () => {
  it('every blank or invalid field at once, whatever the toast says first', async () => {
    expect(await check({ firstName: ' ', address: '', gender: '', room: '', email: 'ada@', phone: '12' })).toEqual({
      problem: 'Please fill in all required contact information',
      errors: {
        gender: 'Please select a gender.',
        room: 'Please select a room type.',
        firstName: 'Please enter your first name',
        address: 'Please enter your address',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number for United Kingdom (+44)',
      },
    });
    expect(await check({ email: '', phone: '' })).toEqual({
      problem: 'Please fill in all required contact information',
      errors: { email: 'Please enter your email address', phone: 'Please enter your phone number' },
    });
  });

  it('a raw number says how to type it', async () => {
    expect(await check({ customPhone: true, phone: '07400 123456' })).toMatchObject({
      errors: { phone: 'Please enter a valid phone number, starting with + and the country code' },
    });
  });

  it('a number valid elsewhere is not valid for the chosen country', async () => {
    expect(await check({ phone: '0803 123 4567' }, gb)).toMatchObject({
      errors: { phone: 'Please enter a valid phone number for United Kingdom (+44)' },
    });
  });

  it('the first in the order the form shows them', () => {
    expect(firstInvalid({ address: 'x', phone: 'y', room: 'z' }, 2)).toBe('room');
    expect(firstInvalid({ email: 'x', lastName: 'y' }, 2)).toBe('lastName');
    expect(firstInvalid({ 'attendee-2-email': 'x', 'attendee-2-name': 'y', address: 'z' }, 2)).toBe('address');
    expect(firstInvalid({ 'attendee-2-email': 'x', 'attendee-2-name': 'y' }, 2)).toBe('attendee-2-name');
    expect(firstInvalid({}, 2)).toBeUndefined();
  });
});

describe("each ticket's attendee", () => {
  it('with "Same as buyer" one ticket needs nothing more than the contact fields, and is the buyer\'s', async () => {
    expect(await checkForPayment(exp, 1, { ...filled, attendees: [] }, gb)).toMatchObject({
      payload: { attendees: [{ name: 'Ada Lovelace' }] },
    });
  });

  it('unticked, the first ticket is for whom it names; an e-mail goes with an attendee only when typed', async () => {
    const attendees = [
      { name: 'Mary Somerville', email: ' mary@example.com ' },
      { name: 'Charles Babbage', email: '  ' },
    ];
    expect(await check({ sameAsBuyer: false, attendees })).toMatchObject({
      payload: { attendees: [{ name: 'Mary Somerville', email: 'mary@example.com' }, { name: 'Charles Babbage' }] },
    });
  });

  it('names one attendee per ticket: more typed for a larger quantity chosen before are not sent', async () => {
    const attendees = [...filled.attendees, { name: 'Grace Hopper', email: '' }];
    expect(await check({ attendees })).toMatchObject({ payload: { attendees: [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }] } });
  });

  it('a ticket left unnamed is the buyer’s: the buyer’s name is sent for it', async () => {
    const attendees = [
      { name: '', email: '' },
      { name: '  ', email: '' },
    ];
    expect(await check({ sameAsBuyer: false, attendees })).toMatchObject({
      payload: { attendees: [{ name: 'Ada Lovelace' }, { name: 'Ada Lovelace' }] },
    });
  });

  it('an e-mail without a name, or a bad e-mail, says why under the field, after every buyer problem', async () => {
    const attendees = [
      { name: ' ', email: 'mary@' },
      { name: '', email: '' },
    ];
    expect(await check({ sameAsBuyer: false, attendees })).toEqual({
      problem: "Please enter each attendee's name.",
      errors: {
        'attendee-1-name': "Please enter each attendee's name.",
        'attendee-1-email': 'Please enter a valid email address for the attendee, or leave it empty.',
      },
    });
    expect(
      await problemOf({
        attendees: [
          { name: '', email: '' },
          { name: 'Charles Babbage', email: 'charles@' },
        ],
      }),
    ).toBe('Please enter a valid email address for the attendee, or leave it empty.');
    expect(await problemOf({ phone: '12', attendees: [] })).toBe('Please enter a valid phone number');
  });

  it('a name longer than a first and a last name together is refused', async () => {
    const long = 'a'.repeat(202);
    expect(
      await check({
        attendees: [
          { name: '', email: '' },
          { name: long, email: '' },
        ],
      }),
    ).toMatchObject({
      errors: { 'attendee-2-name': expect.stringMatching(/at most 201 characters/) },
    });
  });
});

describe('an event without rooms', () => {
  const roomless = toCheckoutEvent('parties', party);

  it('does not ask for a room and orders room NONE', async () => {
    expect(await checkForPayment(roomless, 1, { ...filled, room: '' }, gb)).toMatchObject({ payload: { room: 'NONE' } });
    // A room remembered from before the event lost its rooms is not sent either.
    expect(await checkForPayment(roomless, 1, { ...filled, room: 'SINGLE' }, gb)).toMatchObject({ payload: { room: 'NONE' } });
  });

  it('while an event with rooms still needs one', async () => {
    const withRooms = toCheckoutEvent('parties', { ...party, accomodationPriceSingle: 3000, accomodationPriceShared: 0 });
    expect(await checkForPayment(withRooms, 1, { ...filled, room: '' }, gb)).toMatchObject({ problem: 'Please select a room type.' });
  });
});

it('Preview needs every contact field', () => {
  expect(previewProblem({ ...filled, address: '' })).toBe('Please fill in all contact information fields');
  expect(previewProblem({ ...filled, gender: '', room: '' })).toBeUndefined();
});
