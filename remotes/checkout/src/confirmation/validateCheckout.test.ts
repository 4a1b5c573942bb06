import { toCheckoutEvent } from '../event/checkoutEvent';
import { experience, party } from '../testing/fixtures';
import { emptyForm, type CheckoutFormValues } from './checkoutForm';
import { checkForPayment, previewProblem } from './validateCheckout';

const filled: CheckoutFormValues = {
  ...emptyForm,
  gender: 'FEMALE',
  room: 'SINGLE',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '07400 123456',
  address: '1 Analytical Row, London',
};
const exp = toCheckoutEvent('experiences', experience);
const check = (form: Partial<CheckoutFormValues>, dial = '+44') => checkForPayment(exp, 2, { ...filled, ...form }, dial);

describe('Pay Now checks, in the checkout order', () => {
  it.each(['firstName', 'lastName', 'email', 'phone', 'address'] as const)(
    'a blank %s: all required contact information',
    async (field) => {
      expect(await check({ [field]: '  ', gender: '', room: '' })).toEqual({ problem: 'Please fill in all required contact information' });
    },
  );

  it('then the gender, then the room', async () => {
    expect(await check({ gender: '', room: '' })).toEqual({ problem: 'Please select a gender.' });
    expect(await check({ room: '' })).toEqual({ problem: 'Please select a room type.' });
  });

  it('then the e-mail and the phone number', async () => {
    expect(await check({ email: 'ada@', phone: '12' })).toEqual({ problem: 'Please enter a valid email address' });
    expect(await check({ phone: '12' })).toEqual({ problem: 'Please enter a valid phone number' });
    expect(await check({ phone: '07700 900123' })).toEqual({ problem: 'Please enter a valid phone number' });
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
      },
    });
    expect(await check({ phone: '0803 123 4567' }, '+234')).toMatchObject({ payload: { phoneNumber: '2348031234567' } });
  });

  it("with 'Can't see your country code?' the phone field is the whole international number", async () => {
    expect(await check({ customPhone: true, phone: '+1 (201) 555-0123' })).toMatchObject({ payload: { phoneNumber: '12015550123' } });
    expect(await check({ customPhone: true, phone: '0044 7400 123456' })).toMatchObject({ payload: { phoneNumber: '447400123456' } });
    expect(await check({ customPhone: true, phone: '07400 123456' })).toEqual({ problem: 'Please enter a valid phone number' });
  });

  it('a party order carries its room prices and the wallet provider', async () => {
    const result = await checkForPayment(
      toCheckoutEvent('parties', party),
      1,
      { ...filled, paymentMode: 'paypal', instalment: 'INSTALLMENT' },
      '+44',
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

it('Preview needs every contact field', () => {
  expect(previewProblem({ ...filled, address: '' })).toBe('Please fill in all contact information fields');
  expect(previewProblem({ ...filled, gender: '', room: '' })).toBeUndefined();
});
