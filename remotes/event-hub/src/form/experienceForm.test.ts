import { EVENT_END_MESSAGE, EXPERIENCE_MESSAGES, INSTALMENT_DEADLINE_MESSAGE } from '@shared/domain';
import { experience } from '../testing/events';
import {
  emptyExperienceValues,
  experienceCreateBody,
  experienceEditBody,
  experienceFormError,
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
    expect(experienceFormError(values)?.message).toBe(message);
    values = { ...values, ...fill };
  }
  expect(experienceFormError(values)?.message).toBeUndefined();
});

const complete = steps.reduce<ExperienceValues>((values, [fill]) => ({ ...values, ...fill }), emptyExperienceValues);

it('refuses amounts that are not pounds, two images, blank package items and a late deadline', () => {
  expect(experienceFormError({ ...complete, price: '12.345' })?.message).toBe(EXPERIENCE_MESSAGES.price);
  expect(experienceFormError({ ...complete, images: complete.images.slice(0, 2) })?.message).toBe(EXPERIENCE_MESSAGES.experienceImages);
  expect(experienceFormError({ ...complete, eventPackage: ['  '] })?.message).toBe(EXPERIENCE_MESSAGES.eventPackage);
  expect(experienceFormError({ ...complete, capacity: '12.5' })?.message).toBe('Capacity must be a whole number');
  expect(experienceFormError({ ...complete, instalmentDeadline: '2031-05-11' })?.message).toBe(INSTALMENT_DEADLINE_MESSAGE);
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
    timeZone: 'Africa/Lagos',
    endDate: null,
    endTime: null,
    onSaleAt: null,
    useQueue: false,
    maxPerOrder: 10,
    maxPerEmail: null,
  });
});

describe('sale', () => {
  it('sends the on-sale time as the instant of its day and time in the event zone, and the limits typed', () => {
    const sale = { onSaleDay: '2031-04-01', onSaleTime: '09:00', maxPerOrder: '4', maxPerEmail: '6' };
    expect(experienceCreateBody({ ...complete, ...sale, timeZone: 'Europe/London' })).toMatchObject({
      onSaleAt: '2031-04-01T08:00:00.000Z',
      useQueue: false,
      maxPerOrder: 4,
      maxPerEmail: 6,
    });
    expect(experienceCreateBody({ ...complete, ...sale, timeZone: 'America/New_York' })).toMatchObject({
      onSaleAt: '2031-04-01T13:00:00.000Z',
    });
    // The rate only with a queue; empty limits are the defaults (10 an order, none per buyer).
    expect(experienceCreateBody({ ...complete, useQueue: true, admitPerMinute: '120', maxPerOrder: '' })).toMatchObject({
      onSaleAt: null,
      useQueue: true,
      admitPerMinute: 120,
      maxPerOrder: 10,
      maxPerEmail: null,
    });
    expect(experienceCreateBody({ ...complete, admitPerMinute: '120' })).toMatchObject({ admitPerMinute: undefined });
  });

  it.each([
    [{ onSaleDay: '2031-04-01' }, 'onSaleTime', 'Please enter a valid on-sale date and time'],
    [{ onSaleTime: '09:00' }, 'onSaleDay', 'Please enter a valid on-sale date and time'],
    [{ useQueue: true, admitPerMinute: '0' }, 'admitPerMinute', 'Buyers per minute must be at least 1'],
    [{ useQueue: true, admitPerMinute: 'many' }, 'admitPerMinute', 'Buyers per minute must be a whole number'],
    [{ maxPerOrder: '0' }, 'maxPerOrder', 'The limit per order must be at least 1'],
    [{ maxPerOrder: '101' }, 'maxPerOrder', 'The limit per order must be at most 100'],
    [{ maxPerOrder: '2.5' }, 'maxPerOrder', 'The limit per order must be a whole number'],
    [{ maxPerEmail: '0' }, 'maxPerEmail', 'The limit per e-mail address must be at least 1'],
  ])('%j: the shared schema says so on %s, after the form list', (sale, field, message) => {
    expect(experienceFormError({ ...complete, ...sale })).toEqual({ field, message });
    expect(experienceFormError({ ...complete, title: '', ...sale })?.message).toBe(EXPERIENCE_MESSAGES.title);
  });

  it('ignores a bad rate while no queue is used (the field is hidden then)', () => {
    expect(experienceFormError({ ...complete, admitPerMinute: '0' })).toBeUndefined();
  });

  it('shows a stored sale in the event zone and sends only what changed, null to clear', () => {
    const server = experience({
      timeZone: 'Europe/London',
      onSaleAt: '2031-04-01T08:00:00.000Z',
      useQueue: true,
      admitPerMinute: 30,
      maxPerOrder: 4,
      maxPerEmail: 8,
    });
    const loaded = experienceValuesOf(server);
    expect(loaded).toMatchObject({
      onSaleDay: '2031-04-01',
      onSaleTime: '09:00',
      useQueue: true,
      admitPerMinute: '30',
      maxPerOrder: '4',
      maxPerEmail: '8',
    });
    expect(experienceEditBody(server, loaded)).toBeUndefined();
    expect(experienceEditBody(server, { ...loaded, onSaleTime: '10:30', maxPerOrder: '6' })).toEqual({
      updateData: { onSaleAt: '2031-04-01T09:30:00.000Z', maxPerOrder: 6 },
    });
    expect(experienceEditBody(server, { ...loaded, onSaleDay: '', onSaleTime: '', maxPerEmail: '' })).toEqual({
      updateData: { onSaleAt: null, maxPerEmail: null },
    });
    expect(experienceEditBody(server, { ...loaded, useQueue: false })).toEqual({ updateData: { useQueue: false } });
  });
});

describe('zone, end and the field of each rule', () => {
  it('creates in the zone chosen, with the end when there is one', () => {
    expect(experienceCreateBody({ ...complete, timeZone: 'Europe/London', endDay: '2031-05-12', endTime: '11:00' })).toMatchObject({
      timeZone: 'Europe/London',
      endDate: '2031-05-12T00:00:00.000Z',
      endTime: '11:00',
    });
  });

  it('refuses an end before the start, or an end time without an end day, on the end date field', () => {
    for (const end of [{ endDay: '2031-05-09' }, { endDay: '2031-05-10', endTime: '15:00' }, { endTime: '18:00' }]) {
      expect(experienceFormError({ ...complete, ...end })).toEqual({ field: 'endDay', message: EVENT_END_MESSAGE });
    }
    expect(experienceFormError({ ...complete, endDay: '2031-05-10', endTime: '23:00' })).toBeUndefined();
  });

  it('names the field each rule is about, so the form can mark it and move focus there', () => {
    expect(experienceFormError(emptyExperienceValues)?.field).toBe('title');
    expect(experienceFormError({ ...complete, day: '' })?.field).toBe('day');
    expect(experienceFormError({ ...complete, accommodationPriceShared: '' })?.field).toBe('accommodationPriceShared');
    expect(experienceFormError({ ...complete, images: [] })?.field).toBe('images');
    expect(experienceFormError({ ...complete, posterImage: '' })?.field).toBe('posterImage');
    expect(experienceFormError({ ...complete, capacity: 'x' })?.field).toBe('capacity');
    expect(experienceFormError({ ...complete, cancellationFeePercent: '101' })?.field).toBe('cancellationFeePercent');
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
    expect(experienceFormError({ ...complete, cancelUntilDays, cancellationFeePercent })?.message).toBe(message);
    expect(experienceFormError({ ...complete, title: '', cancelUntilDays, cancellationFeePercent })?.message).toBe(
      EXPERIENCE_MESSAGES.title,
    );
  });

  it('accepts the bounds', () => {
    expect(experienceFormError({ ...complete, cancelUntilDays: '365', cancellationFeePercent: '100' })?.message).toBeUndefined();
    expect(experienceFormError({ ...complete, cancelUntilDays: '0', cancellationFeePercent: '0' })?.message).toBeUndefined();
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

  it('sends the new order of the images when the admin rearranged them', () => {
    expect(experienceEditBody(server, { ...loaded, images: ['/uploads/c.png', '/uploads/a.png', '/uploads/b.png'] })).toEqual({
      imageOrder: ['/uploads/c.png', '/uploads/a.png', '/uploads/b.png'],
    });
    // An image added at the end is just an addition; one added elsewhere is an addition and an order.
    expect(experienceEditBody(server, { ...loaded, images: [...server.images, '/uploads/d.png'] })).toEqual({
      addImages: ['/uploads/d.png'],
    });
    expect(experienceEditBody(server, { ...loaded, images: ['/uploads/d.png', ...server.images] })).toEqual({
      addImages: ['/uploads/d.png'],
      imageOrder: ['/uploads/d.png', ...server.images],
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
