import { DEFAULT_SALE_SETTINGS } from '@shared/domain';
import { toListing } from '../lists/listing';
import { groupByMonth } from './groupByMonth';

const at = (id: string, date: string) =>
  toListing('parties', {
    id,
    title: id,
    description: '',
    address: '',
    date,
    time: '20:00',
    price: 1000,
    status: 'OPEN',
    discount: 0,
    discountFor: '',
    accomodationPriceSingle: 0,
    accomodationPriceShared: 0,
    images: [],
    posterImage: '',
    capacity: 10,
    ticketsSold: 0,
    ticketsLeft: 10,
    instalmentDeadline: '2026-12-20',
    cancelUntilDays: 14,
    cancellationFeePercent: 0,
    timeZone: 'Africa/Lagos',
    endDate: null,
    endTime: null,
    ...DEFAULT_SALE_SETTINGS,
  });

it('groups date-sorted events under month headings in order', () => {
  const groups = groupByMonth([
    at('a', '2027-01-03T00:00:00.000Z'),
    at('b', '2027-01-31T00:00:00.000Z'),
    at('c', '2027-02-01T00:00:00.000Z'),
    at('d', '2028-01-05T00:00:00.000Z'),
  ]);
  expect(groups.map((g) => [g.heading, g.events.map((e) => e.id)])).toEqual([
    ['January 2027', ['a', 'b']],
    ['February 2027', ['c']],
    ['January 2028', ['d']],
  ]);
});

it('gives no groups for no events', () => {
  expect(groupByMonth([])).toEqual([]);
});
