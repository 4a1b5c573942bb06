import { DEFAULT_SALE_SETTINGS } from './eventLimits';
import {
  defaultInstalmentDeadline,
  EventListQuery,
  EXPERIENCE_MESSAGES,
  Experience,
  ExperienceCreate,
  ExperienceEdit,
  ImageUrl,
  PARTY_MESSAGES,
  Party,
  PartyCreate,
  PartyEdit,
  validateExperienceForm,
  validatePartyForm,
} from './events';

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
  ticketsLeft: 500,
  instalmentDeadline: '2031-05-03',
  cancelUntilDays: 14,
  cancellationFeePercent: 0,
  timeZone: 'Europe/London',
  endDate: null,
  endTime: null,
  ...DEFAULT_SALE_SETTINGS,
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

const images = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

const experienceForm = {
  title: 'Retreat',
  price: 32000,
  arrivalDate: '2031-05-17T00:00:00.000Z',
  arrivalTime: '15:30',
  address: 'Windermere',
  description: 'Two days by the water.',
  eventPackage: ['Half board'],
  accomodationPriceSingle: 28000,
  accomodationPriceShared: 18000,
  experienceImages: images,
  posterImage: '/uploads/poster.png',
};

const partyForm = {
  title: 'Brunch',
  price: 4500,
  discount: 500,
  date: '2031-06-01T00:00:00.000Z',
  time: '13:00',
  description: 'Amala and Afrobeats.',
  discountFor: 'FEMALE',
  address: 'Oval Space',
  partyImages: images,
  posterImage: '/uploads/poster.png',
};

describe('validateExperienceForm', () => {
  it('passes a complete form', () => {
    expect(validateExperienceForm(experienceForm)).toBeUndefined();
  });

  it('answers the form messages in the form order, the first failing rule only', () => {
    const keys = Object.keys(EXPERIENCE_MESSAGES) as (keyof typeof EXPERIENCE_MESSAGES)[];
    keys.forEach((key, index) => {
      const broken = Object.fromEntries(keys.slice(index).map((later) => [later, undefined]));
      expect(validateExperienceForm({ ...experienceForm, ...broken })).toBe(EXPERIENCE_MESSAGES[key]);
    });
  });

  it('ignores blank package items and counts only filled images', () => {
    expect(validateExperienceForm({ ...experienceForm, eventPackage: ['', '  '] })).toBe(EXPERIENCE_MESSAGES.eventPackage);
    expect(validateExperienceForm({ ...experienceForm, experienceImages: [...images.slice(0, 2), ''] })).toBe(
      EXPERIENCE_MESSAGES.experienceImages,
    );
  });

  it('treats 0 as an entered price', () => {
    expect(validateExperienceForm({ ...experienceForm, price: 0, accomodationPriceShared: 0 })).toBeUndefined();
  });
});

describe('validatePartyForm', () => {
  it('passes a complete form', () => {
    expect(validatePartyForm(partyForm)).toBeUndefined();
  });

  it('answers the party form messages in the form order', () => {
    const order: [keyof typeof PARTY_MESSAGES, Record<string, unknown>][] = [
      ['title', { title: ' ' }],
      ['price', { price: undefined }],
      ['date', { date: '' }],
      ['time', { time: '' }],
      ['description', { description: '' }],
      ['address', { address: '' }],
      ['discount', { discount: 0 }],
      ['partyImages', { partyImages: [] }],
      ['posterImage', { posterImage: '' }],
    ];
    order.forEach(([key], index) => {
      const broken = Object.assign({}, ...order.slice(index).map(([, change]) => change));
      expect(validatePartyForm({ ...partyForm, ...broken })).toBe(PARTY_MESSAGES[key]);
    });
  });

  it.each(['MALE', 'FEMALE', 'BOTH'])('needs a discount above 0 for %s and none without a target', (discountFor) => {
    expect(validatePartyForm({ ...partyForm, discountFor, discount: 0 })).toBe(PARTY_MESSAGES.discount);
    expect(validatePartyForm({ ...partyForm, discountFor: '', discount: 0 })).toBeUndefined();
  });
});

describe('create and edit payloads', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

  it('accept create payloads as the admin forms send them, with or without the added fields', () => {
    expect(ExperienceCreate.parse(experienceForm)).toMatchObject({ title: 'Retreat', experienceImages: images });
    expect(PartyCreate.parse({ ...partyForm, capacity: 80, status: 'CLOSED', instalmentDeadline: '2031-05-20' })).toMatchObject({
      capacity: 80,
      status: 'CLOSED',
    });
  });

  it('give one message, the first rule broken, for a payload with several mistakes', () => {
    expect(messages(ExperienceCreate.safeParse({ ...experienceForm, address: '', posterImage: '', price: 'free' }))).toEqual([
      EXPERIENCE_MESSAGES.price,
    ]);
    expect(messages(PartyCreate.safeParse({}))).toEqual([PARTY_MESSAGES.title]);
    expect(messages(PartyCreate.safeParse('not an object'))).toEqual([PARTY_MESSAGES.title]);
  });

  it('refuse an instalment deadline after the event', () => {
    expect(messages(PartyCreate.safeParse({ ...partyForm, instalmentDeadline: '2031-06-02' }))).toEqual([
      'The instalment deadline must be on or before the event date',
    ]);
  });

  it('edits take only known keys of their own kind', () => {
    expect(ExperienceEdit.safeParse({ updateData: { title: 'New' }, addEventPackages: ['Spa'] }).success).toBe(true);
    expect(ExperienceEdit.safeParse({ updateData: { discount: 1 } }).success).toBe(false);
    expect(PartyEdit.safeParse({ addEventPackages: ['Spa'] }).success).toBe(false);
    expect(PartyEdit.safeParse({ updateData: { discountFor: 'BOTH' }, removeImages: [images[0]] }).success).toBe(true);
  });
});

describe('ImageUrl', () => {
  it.each(['/uploads/0f4c.png', '/uploads/seed/lagos-1.svg', 'https://res.cloudinary.com/demo/image/upload/v1/a.jpg'])(
    'accepts %p',
    (url) => {
      expect(ImageUrl.safeParse(url).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/a.png',
    '/uploads/../jwt-secret',
    '//evil.example/a.png',
    'https://evil.example/"onerror="alert(1)',
    `/uploads/${'a'.repeat(3000)}.png`,
  ])('refuses %p', (url) => {
    expect(ImageUrl.safeParse(url).success).toBe(false);
  });
});
