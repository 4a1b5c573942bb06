import { aTransaction } from '../testing/fixtures';
import { eventTypeLabel, NO_FILTERS, pageQuery } from './filters';

const query = (filters: Partial<typeof NO_FILTERS>, page = 0) => pageQuery({ filters: { ...NO_FILTERS, ...filters }, page, sort: [] }, 10);

it('asks for the first page of every payment, newest first, when nothing is chosen', () => {
  expect(query({})).toEqual({ page: 1, pageSize: 10 });
});

it('asks for the page shown, counted from 1', () => expect(query({}, 2)).toEqual({ page: 3, pageSize: 10 }));

it('asks for each status by its label, as the API filters them', () => {
  for (const status of ['Successful', 'Pending', 'Failed', 'Refunded', 'Partially refunded'] as const) {
    expect(query({ status })).toEqual({ page: 1, pageSize: 10, status });
  }
});

it('names the method and the kind of product as the API spells them', () => {
  expect(query({ method: 'PayPal' })).toMatchObject({ method: 'Paypal' });
  expect(query({ method: 'Stripe' })).toMatchObject({ method: 'Stripe' });
  expect(query({ eventType: 'Experience' })).toMatchObject({ productType: 'Experience' });
  expect(query({ eventType: 'Parties' })).toMatchObject({ productType: 'Party' });
  expect(query({ eventType: 'Merchandise' })).toMatchObject({ productType: 'Merchandise' });
});

it('sends the search without the spaces around it, and no search when it is blank', () => {
  expect(query({ search: ' ada obi ' })).toMatchObject({ search: 'ada obi' });
  expect(query({ search: '   ' })).toEqual({ page: 1, pageSize: 10 });
});

it('sends the sort of the table, and none when the table has none', () => {
  expect(pageQuery({ filters: NO_FILTERS, page: 0, sort: [{ field: 'amountPaid', sort: 'asc' }] }, 10)).toEqual({
    page: 1,
    pageSize: 10,
    sort: 'amountPaid',
    dir: 'asc',
  });
});

it('names the event type Experience, Party, or the product itself', () => {
  expect(eventTypeLabel(aTransaction({ productType: 'Experience', productName: 'Brighton Seaside Weekend' }))).toBe('Experience');
  expect(eventTypeLabel(aTransaction({ productType: 'Party', productName: 'Rooftop Brunch' }))).toBe('Party');
  expect(eventTypeLabel(aTransaction({ productType: 'Merchandise', productName: 'Camo Cap' }))).toBe('Camo Cap');
});
