// Events as the API sends them, for the checkout's tests.
import { DEFAULT_SALE_SETTINGS, type Experience, type Party } from '@shared/domain';

export const experienceId = '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11';
export const partyId = '0b7e3a52-52d8-4d7e-a1a4-2f5d9e8c7b60';

export const experience: Experience = {
  id: experienceId,
  title: 'Brighton Seaside Weekend',
  description: 'A weekend by the sea.',
  address: '12 Harbour Road, Brighton',
  arrivalDate: '2027-05-14T00:00:00.000Z',
  arrivalTime: '18:30',
  price: 12550,
  status: 'OPEN',
  eventPackage: ['Two nights in a sea-view hotel', 'Seafood supper'],
  accomodationPriceSingle: 8000,
  accomodationPriceShared: 5000,
  images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png'],
  posterImage: '/uploads/poster.png',
  capacity: 50,
  ticketsSold: 2,
  ticketsLeft: 48,
  instalmentDeadline: '2027-04-30',
  cancelUntilDays: 14,
  cancellationFeePercent: 0,
  timeZone: 'Africa/Lagos',
  endDate: null,
  endTime: null,
  ...DEFAULT_SALE_SETTINGS,
};

export const party: Party = {
  id: partyId,
  title: 'Rooftop Brunch Party',
  description:
    'Bottomless brunch on a rooftop terrace with two DJs, a live saxophonist, garden games and a view over the river that goes on until sunset and beyond.',
  address: '1 Skyline Terrace, London',
  date: '2027-06-05T00:00:00.000Z',
  time: '13:00',
  price: 4000,
  status: 'OPEN',
  discount: 500,
  discountFor: 'FEMALE',
  accomodationPriceSingle: 0,
  accomodationPriceShared: 0,
  images: ['/uploads/p1.png', '/uploads/p2.png', '/uploads/p3.png'],
  posterImage: '/uploads/party-poster.png',
  capacity: 100,
  ticketsSold: 0,
  ticketsLeft: 100,
  instalmentDeadline: '2027-05-22',
  cancelUntilDays: 14,
  cancellationFeePercent: 0,
  timeZone: 'Africa/Lagos',
  endDate: null,
  endTime: null,
  ...DEFAULT_SALE_SETTINGS,
};
