// Events as the API sends them, for the component tests.
import { DEFAULT_SALE_SETTINGS, type Experience, type Party } from '@shared/domain';

export function experience(overrides: Partial<Experience> = {}): Experience {
  return {
    id: 'e1',
    title: 'Lake District Wellness Retreat',
    description: 'Yoga by the lake.',
    address: 'Low Wood Bay, Windermere',
    price: 32000,
    status: 'OPEN',
    accomodationPriceSingle: 28000,
    accomodationPriceShared: 18000,
    images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'],
    posterImage: '/uploads/poster.png',
    capacity: 500,
    ticketsSold: 3,
    instalmentDeadline: '2031-04-26',
    cancelUntilDays: 14,
    cancellationFeePercent: 0,
    timeZone: 'Africa/Lagos',
    endDate: null,
    endTime: null,
    ...DEFAULT_SALE_SETTINGS,
    arrivalDate: '2031-05-10T00:00:00.000Z',
    arrivalTime: '15:30',
    eventPackage: ['2 nights half board', 'Daily yoga'],
    ...overrides,
  } as Experience;
}

export function party(overrides: Partial<Party> = {}): Party {
  return {
    id: 'p1',
    title: 'All White Yacht Party',
    description: 'Three hours on the Thames.',
    address: 'Tower Millennium Pier, London',
    price: 6500,
    status: 'OPEN',
    accomodationPriceSingle: 11000,
    accomodationPriceShared: 7500,
    images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'],
    posterImage: '/uploads/poster.png',
    capacity: 200,
    ticketsSold: 12,
    instalmentDeadline: '2031-06-07',
    cancelUntilDays: 14,
    cancellationFeePercent: 0,
    timeZone: 'Africa/Lagos',
    endDate: null,
    endTime: null,
    ...DEFAULT_SALE_SETTINGS,
    date: '2031-06-21T00:00:00.000Z',
    time: '19:00',
    discount: 1000,
    discountFor: 'BOTH',
    ...overrides,
  } as Party;
}
