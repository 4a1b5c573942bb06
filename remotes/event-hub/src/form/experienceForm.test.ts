import { EXPERIENCE_MESSAGES, INSTALMENT_DEADLINE_MESSAGE } from '@shared/domain';
import { experience } from '../testing/events';
import {
  emptyExperienceValues,
  experienceCreateBody,
  experienceEditBody,
  experienceFormMessage,
  experienceValuesOf,
  type ExperienceValues,
} from './experienceForm';

// Filling the form field by field, in the form's order, each step removing exactly one message.
const steps: [Partial<ExperienceValues>, string][] = [
  [{ title: 'Cotswolds Weekend' }, EXPERIENCE_MESSAGES.title],
  [{ price: '295.50' }, EXPERIENCE_MESSAGES.price],
  [{ day: '2031-05-10' }, EXPERIENCE_MESSAGES.arrivalDate],
  [{ time: '16:00' }, EXPERIENCE_MESSAGES.arrivalTime],
  [{ address: 'The Lygon Arms, Broadway' }, EXPERIENCE_MESSAGES.address],
  [{ description: 'Food and wine.' }, EXPERIENCE_MESSAGES.description],
  [{ eventPackage: ['2 nights'] }, EXPERIENCE_MESSAGES.eventPackage],
  [{ accommodationPriceSingle: '260' }, EXPERIENCE_MESSAGES.accomodationPriceSingle],
  [{ accommodationPriceShared: '170' }, EXPERIENCE_MESSAGES.accomodationPriceShared],
  [{ images: ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png'] }, EXPERIENCE_MESSAGES.experienceImages],
  [{ posterImage: '/uploads/p.png' }, EXPERIENCE_MESSAGES.posterImage],
];

it('reports the form messages in order, one per missing field', () => {
  let values: ExperienceValues = emptyExperienceValues;
  for (const [fill, message] of steps) {
    expect(experienceFormMessage(values)).toBe(message);
    values = { ...values, ...fill };
  }
  expect(experienceFormMessage(values)).toBeUndefined();
});

const complete = steps.reduce<ExperienceValues>((values, [fill]) => ({ ...values, ...fill }), emptyExperienceValues);

it('refuses amounts that are not pounds, two images, blank package items and a late deadline', () => {
  expect(experienceFormMessage({ ...complete, price: '12.345' })).toBe(EXPERIENCE_MESSAGES.price);
  expect(experienceFormMessage({ ...complete, images: complete.images.slice(0, 2) })).toBe(EXPERIENCE_MESSAGES.experienceImages);
  expect(experienceFormMessage({ ...complete, eventPackage: ['  '] })).toBe(EXPERIENCE_MESSAGES.eventPackage);
  expect(experienceFormMessage({ ...complete, capacity: '12.5' })).toBe('Capacity must be a whole number');
  expect(experienceFormMessage({ ...complete, instalmentDeadline: '2031-05-11' })).toBe(INSTALMENT_DEADLINE_MESSAGE);
});

it('creates with pence, a UTC-midnight day, capacity and the server default deadline when left empty', () => {
  expect(experienceCreateBody(complete)).toEqual({
    title: 'Cotswolds Weekend',
    price: 29550,
    arrivalDate: '2031-05-10T00:00:00.000Z',
    arrivalTime: '16:00',
    address: 'The Lygon Arms, Broadway',
    description: 'Food and wine.',
    eventPackage: ['2 nights'],
    accomodationPriceSingle: 26000,
    accomodationPriceShared: 17000,
    experienceImages: ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png'],
    posterImage: '/uploads/p.png',
    capacity: 500,
    instalmentDeadline: '2031-04-26',
    status: 'OPEN',
    cancelUntilDays: 14,
    cancellationFeePercent: 0,
  });
});

describe('cancellation policy', () => {
  it('creates with the policy typed, and empty fields as the defaults (14 days, no fee)', () => {
    expect(experienceCreateBody({ ...complete, cancelUntilDays: ' 30 ', cancellationFeePercent: '10' })).toMatchObject({
      cancelUntilDays: 30,
      cancellationFeePercent: 10,
    });
    expect(experienceCreateBody({ ...complete, cancelUntilDays: '0' })).toMatchObject({ cancelUntilDays: 0 });
    expect(experienceCreateBody({ ...complete, cancelUntilDays: '', cancellationFeePercent: '' })).toMatchObject({
      cancelUntilDays: 14,
      cancellationFeePercent: 0,
    });
  });

  it.each([
    ['-1', '0', 'Cancellation days cannot be negative'],
    ['366', '0', 'Cancellation days must be at most 365'],
    ['1.5', '0', 'Cancellation days must be a whole number'],
    ['x', '0', 'Cancellation days must be a whole number'],
    ['365', '-1', 'The cancellation fee cannot be negative'],
    ['14', '101', 'The cancellation fee cannot be more than 100%'],
    ['14', '2.5', 'The cancellation fee must be a whole percentage'],
    ['14', '10%', 'The cancellation fee must be a whole percentage'],
  ])('days %j and fee %j: the shared schema says %j, after the form list', (cancelUntilDays, cancellationFeePercent, message) => {
    expect(experienceFormMessage({ ...complete, cancelUntilDays, cancellationFeePercent })).toBe(message);
    expect(experienceFormMessage({ ...complete, title: '', cancelUntilDays, cancellationFeePercent })).toBe(EXPERIENCE_MESSAGES.title);
  });

  it('accepts the bounds', () => {
    expect(experienceFormMessage({ ...complete, cancelUntilDays: '365', cancellationFeePercent: '100' })).toBeUndefined();
    expect(experienceFormMessage({ ...complete, cancelUntilDays: '0', cancellationFeePercent: '0' })).toBeUndefined();
  });
});

describe('edit diff', () => {
  const server = experience({ cancelUntilDays: 10, cancellationFeePercent: 5 });
  const loaded = experienceValuesOf(server);

  it('is nothing when nothing changed', () => {
    expect(experienceEditBody(server, loaded)).toBeUndefined();
    // Retyping an amount the same way is no change either.
    expect(experienceEditBody(server, { ...loaded, price: '320' })).toBeUndefined();
  });

  it('sends only the changed fields', () => {
    expect(experienceEditBody(server, { ...loaded, title: 'New title', price: '330.00', day: '2031-05-11', capacity: '450' })).toEqual({
      updateData: {
        title: 'New title',
        price: 33000,
        arrivalDate: '2031-05-11T00:00:00.000Z',
        capacity: 450,
        instalmentDeadline: '2031-04-27',
      },
    });
  });

  it('sends image and package additions and removals, and a new poster', () => {
    const edit = experienceEditBody(server, {
      ...loaded,
      images: ['/uploads/b.png', '/uploads/c.png', '/uploads/d.png'],
      eventPackage: ['Daily yoga', 'Spa access'],
      posterImage: '/uploads/poster-2.png',
    });
    expect(edit).toEqual({
      updateData: { posterImage: '/uploads/poster-2.png' },
      addImages: ['/uploads/d.png'],
      removeImages: ['/uploads/a.png'],
      addEventPackages: ['Spa access'],
      removeEventPackages: ['2 nights half board'],
    });
  });

  it('keeps a default deadline following the date; clearing a set one goes back to the default', () => {
    expect(loaded.instalmentDeadline).toBe('');
    expect(experienceEditBody(server, { ...loaded, day: '2031-06-01' })).toEqual({
      updateData: { arrivalDate: '2031-06-01T00:00:00.000Z', instalmentDeadline: '2031-05-18' },
    });
    const custom = experience({ instalmentDeadline: '2031-05-01', cancelUntilDays: 10, cancellationFeePercent: 5 });
    expect(experienceValuesOf(custom).instalmentDeadline).toBe('2031-05-01');
    expect(experienceEditBody(custom, { ...experienceValuesOf(custom), instalmentDeadline: '' })).toEqual({
      updateData: { instalmentDeadline: '2031-04-26' },
    });
  });

  it('shows the stored policy and sends only the part of it that changed', () => {
    expect(loaded).toMatchObject({ cancelUntilDays: '10', cancellationFeePercent: '5' });
    expect(experienceEditBody(server, { ...loaded, cancelUntilDays: '7' })).toEqual({ updateData: { cancelUntilDays: 7 } });
    expect(experienceEditBody(server, { ...loaded, cancellationFeePercent: '0' })).toEqual({ updateData: { cancellationFeePercent: 0 } });
    expect(experienceEditBody(server, { ...loaded, cancelUntilDays: '010' })).toBeUndefined();
  });

  it('sends status and deadline changes', () => {
    expect(experienceEditBody(server, { ...loaded, status: 'CLOSED', instalmentDeadline: '2031-05-01' })).toEqual({
      updateData: { status: 'CLOSED', instalmentDeadline: '2031-05-01' },
    });
  });
});
