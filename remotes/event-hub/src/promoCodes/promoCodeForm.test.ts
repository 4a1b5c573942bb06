import { emptyPromoCodeForm, type PromoCodeFormValues, toPromoCodeCreate } from './promoCodeForm';

const form = (values: Partial<PromoCodeFormValues>): PromoCodeFormValues => ({
  ...emptyPromoCodeForm,
  code: 'spring',
  value: '5.50',
  ...values,
});

describe('toPromoCodeCreate', () => {
  it('sends an amount in pounds as pence, for every event, with no limit or window', () => {
    expect(toPromoCodeCreate(form({}))).toEqual({ body: { code: 'spring', kind: 'AMOUNT', value: 550 } });
    expect(toPromoCodeCreate(form({ value: '£1,200' }))).toEqual({ body: { code: 'spring', kind: 'AMOUNT', value: 120000 } });
  });

  it('sends a percentage, a kind or an event, the uses and the window typed in UTC', () => {
    expect(
      toPromoCodeCreate(
        form({
          kind: 'PERCENT',
          value: '15',
          appliesTo: 'PARTY',
          maxUses: '10',
          validFrom: '2031-05-01T09:00',
          validUntil: '2031-06-01T00:00',
        }),
      ),
    ).toEqual({
      body: {
        code: 'spring',
        kind: 'PERCENT',
        value: 15,
        eventKind: 'PARTY',
        maxUses: 10,
        validFrom: '2031-05-01T09:00:00Z',
        validUntil: '2031-06-01T00:00:00Z',
      },
    });
    expect(toPromoCodeCreate(form({ appliesTo: 'EVENT', eventId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11' }))).toEqual({
      body: { code: 'spring', kind: 'AMOUNT', value: 550, eventId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11' },
    });
  });

  it.each<[string, Partial<PromoCodeFormValues>, Record<string, string>]>([
    ['no code', { code: ' ' }, { code: 'Please enter a promo code' }],
    ['a code with a space', { code: 'two words' }, { code: 'A promo code has only letters, digits, - and _' }],
    ['no discount', { value: '' }, { value: 'Please enter the discount' }],
    ['three decimals of pounds', { value: '1.005' }, { value: 'Please enter an amount in pounds, such as 5 or 5.50' }],
    ['a percentage above 100', { kind: 'PERCENT', value: '120' }, { value: 'A percentage is at most 100' }],
    ['a fraction of a percent', { kind: 'PERCENT', value: '12.5' }, { value: 'The value must be a whole number' }],
    ['uses that are not a number', { maxUses: 'ten' }, { maxUses: 'Please enter a whole number' }],
    ['0 uses', { maxUses: '0' }, { maxUses: 'Maximum uses must be at least 1' }],
    ['one event, not chosen', { appliesTo: 'EVENT' }, { eventId: 'Please choose the event' }],
    [
      'an end before the start',
      { validFrom: '2031-05-02T00:00', validUntil: '2031-05-01T00:00' },
      { validUntil: 'The code must start before it ends' },
    ],
  ])('refuses %s, saying why under the field', (_, values, errors) => {
    expect(toPromoCodeCreate(form(values))).toEqual({ errors });
  });
});
