import { PARTY_MESSAGES } from '@shared/domain';
import { party } from '../testing/events';
import {
  discountTarget,
  emptyPartyValues,
  partyCreateBody,
  partyEditBody,
  partyFormError,
  partyValuesFromQuery,
  partyValuesOf,
  type PartyValues,
} from './partyForm';

const steps: [Partial<PartyValues>, string][] = [
  [{ title: 'Rooftop Sundowner' }, PARTY_MESSAGES.title],
  [{ price: '35' }, PARTY_MESSAGES.price],
  [{ day: '2031-07-01' }, PARTY_MESSAGES.date],
  [{ time: '17:30' }, PARTY_MESSAGES.time],
  [{ description: 'Sunset on the roof.' }, PARTY_MESSAGES.description],
  [{ address: 'The Mailbox, Birmingham' }, PARTY_MESSAGES.address],
  [{ images: ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png'] }, PARTY_MESSAGES.partyImages],
  [{ posterImage: '/uploads/p.png' }, PARTY_MESSAGES.posterImage],
];

it('reports the party form messages in order', () => {
  let values: PartyValues = emptyPartyValues;
  for (const [fill, message] of steps) {
    expect(partyFormError(values)?.message).toBe(message);
    values = { ...values, ...fill };
  }
  expect(partyFormError(values)?.message).toBeUndefined();
});

const complete = steps.reduce<PartyValues>((values, [fill]) => ({ ...values, ...fill }), emptyPartyValues);

it('asks for a discount amount above 0 when a gender is ticked', () => {
  expect(partyFormError({ ...complete, discountMale: true })?.message).toBe(PARTY_MESSAGES.discount);
  expect(partyFormError({ ...complete, discountFemale: true, discount: '0' })?.message).toBe(PARTY_MESSAGES.discount);
  expect(partyFormError({ ...complete, discountFemale: true, discount: '5' })?.message).toBeUndefined();
  // A discount with no gender ticked is allowed; it targets nobody.
  expect(partyFormError({ ...complete, discount: '5' })?.message).toBeUndefined();
});

it('derives the discount target: BOTH, MALE, FEMALE, or empty without a tick or a discount price', () => {
  expect(discountTarget(true, true, 500)).toBe('BOTH');
  expect(discountTarget(true, false, 500)).toBe('MALE');
  expect(discountTarget(false, true, 500)).toBe('FEMALE');
  expect(discountTarget(false, false, 500)).toBe('');
  expect(discountTarget(true, true, undefined)).toBe('');
  expect(discountTarget(true, true, 0)).toBe('');
});

it('creates with pence, the target and the images', () => {
  expect(partyCreateBody({ ...complete, discount: '5.50', discountMale: true, discountFemale: true })).toMatchObject({
    title: 'Rooftop Sundowner',
    price: 3500,
    discount: 550,
    discountFor: 'BOTH',
    date: '2031-07-01T00:00:00.000Z',
    time: '17:30',
    partyImages: ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png'],
    posterImage: '/uploads/p.png',
    accomodationPriceSingle: 0,
    accomodationPriceShared: 0,
  });
  expect(partyCreateBody(complete)).toMatchObject({ discount: 0, discountFor: '', cancelUntilDays: 14, cancellationFeePercent: 0 });
});

describe('edit diff', () => {
  const server = party({ cancelUntilDays: 0, cancellationFeePercent: 25 });
  const loaded = partyValuesOf(server);

  it('starts from the server copy: ticks from discountFor, the cancellation policy', () => {
    expect(loaded).toMatchObject({
      discount: '10.00',
      discountMale: true,
      discountFemale: true,
      day: '2031-06-21',
      cancelUntilDays: '0',
      cancellationFeePercent: '25',
    });
    expect(partyEditBody(server, loaded)).toBeUndefined();
  });

  it('sends a changed cancellation policy; refuses one out of bounds with the shared message', () => {
    expect(partyEditBody(server, { ...loaded, cancelUntilDays: '21', cancellationFeePercent: '25' })).toEqual({
      updateData: { cancelUntilDays: 21 },
    });
    expect(partyFormError({ ...loaded, cancelUntilDays: '400' })?.message).toBe('Cancellation days must be at most 365');
    expect(partyFormError({ ...loaded, cancellationFeePercent: '101' })?.message).toBe('The cancellation fee cannot be more than 100%');
  });

  it('sends only what changed', () => {
    expect(partyEditBody(server, { ...loaded, discountMale: false, images: [...loaded.images, '/uploads/d.png'] })).toEqual({
      updateData: { discountFor: 'FEMALE' },
      addImages: ['/uploads/d.png'],
    });
    // Clearing the discount clears the target too.
    expect(partyEditBody(server, { ...loaded, discount: '' })).toEqual({ updateData: { discount: 0, discountFor: '' } });
  });
});

describe('the data query value', () => {
  it('starts the form with the fields the JSON carries', () => {
    const values = partyValuesFromQuery(
      JSON.stringify({ title: 'Copy of a party', price: 4500, date: '2031-08-01T00:00:00.000Z', discountFor: 'MALE', discount: 500 }),
    );
    expect(values).toEqual({
      ...emptyPartyValues,
      title: 'Copy of a party',
      price: '45.00',
      day: '2031-08-01',
      discount: '5.00',
      discountMale: true,
    });
  });

  it('reads the cancellation policy it carries, with or without a date', () => {
    expect(partyValuesFromQuery(JSON.stringify({ title: 'Copy', cancelUntilDays: 3, cancellationFeePercent: 15 }))).toEqual({
      ...emptyPartyValues,
      title: 'Copy',
      cancelUntilDays: '3',
      cancellationFeePercent: '15',
    });
    // Out of the wire's bounds: the value is unreadable as a party, so the form starts empty.
    expect(partyValuesFromQuery(JSON.stringify({ title: 'Copy', cancellationFeePercent: 101 }))).toEqual(emptyPartyValues);
  });

  it('starts empty for no value, bad JSON or the wrong shape', () => {
    expect(partyValuesFromQuery(null)).toEqual(emptyPartyValues);
    expect(partyValuesFromQuery('{nope')).toEqual(emptyPartyValues);
    expect(partyValuesFromQuery(JSON.stringify({ price: 'free' }))).toEqual(emptyPartyValues);
  });
});
