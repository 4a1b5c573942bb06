import { defaultInstalmentDeadline, EventListQuery, Experience, Party } from './events';

const shared = {
  id: '0b8f6f62-2f7e-4a8f-9a57-0c1f4f7b7c11',
  description: 'Two days by the water.',
  address: 'Windermere, Cumbria',
  price: 32000,
  status: 'OPEN' as const,
  accomodationPriceSingle: 28000,
  accomodationPriceShared: 18000,
  images: ['/uploads/a.svg', '/uploads/b.svg', '/uploads/c.svg'],
  posterImage: '/uploads/poster.svg',
  capacity: 500,
  ticketsSold: 0,
  instalmentDeadline: '2031-05-03',
};

const experience: Experience = {
  ...shared,
  title: 'Lake District Wellness Retreat',
  arrivalDate: '2031-05-17T00:00:00.000Z',
  arrivalTime: '15:30',
  eventPackage: ['2 nights half board'],
};

const party: Party = {
  ...shared,
  title: 'Amala & Afrobeats Brunch',
  date: '2031-06-01T00:00:00.000Z',
  time: '13:00',
  discount: 500,
  discountFor: 'FEMALE',
};

describe('event wire shapes', () => {
  it('accept what the API sends', () => {
    expect(Experience.parse(experience)).toEqual(experience);
    expect(Party.parse(party)).toEqual(party);
  });

  it.each([
    ['a fractional price', { price: 45.5 }],
    ['a negative price', { price: -1 }],
    ['a local-time date', { arrivalDate: '2031-05-17T01:00:00+01:00' }],
    ['a time with seconds', { arrivalTime: '15:30:00' }],
    ['an hour past 23', { arrivalTime: '24:00' }],
    ['an unknown status', { status: 'DRAFT' }],
    ['a deadline that is not a calendar day', { instalmentDeadline: '2031-02-30' }],
  ])('reject an experience with %s', (_, change) => {
    expect(Experience.safeParse({ ...experience, ...change }).success).toBe(false);
  });

  it('allow only the four discount targets', () => {
    for (const discountFor of ['MALE', 'FEMALE', 'BOTH', '']) {
      expect(Party.safeParse({ ...party, discountFor }).success).toBe(true);
    }
    expect(Party.safeParse({ ...party, discountFor: 'KIDS' }).success).toBe(false);
  });

  it('list query status is optional and OPEN or CLOSED', () => {
    expect(EventListQuery.parse({})).toEqual({});
    expect(EventListQuery.parse({ status: 'CLOSED' })).toEqual({ status: 'CLOSED' });
    expect(EventListQuery.safeParse({ status: 'open' }).success).toBe(false);
  });
});

describe('defaultInstalmentDeadline', () => {
  it('is 14 days before the event, across month and year ends', () => {
    expect(defaultInstalmentDeadline('2031-05-17')).toBe('2031-05-03');
    expect(defaultInstalmentDeadline('2031-03-10')).toBe('2031-02-24');
    expect(defaultInstalmentDeadline('2032-01-05')).toBe('2031-12-22');
  });
});
