import { NO_FILTERS } from './filters';
import { readTableState, tableSearchParams } from './tableState';

const SORTABLE = ['date', 'amountPaid'];
const read = (query: string) => readTableState(new URLSearchParams(query), SORTABLE);

it('reads the default table from an empty address and writes it back as nothing', () => {
  expect(read('')).toEqual({ filters: NO_FILTERS, page: 0, sort: [] });
  expect(tableSearchParams(read('')).toString()).toBe('');
});

it('reads every filter, the search, the sort and the page (counted from 1 in the address)', () => {
  const state = read('status=Partially+refunded&method=PayPal&type=Parties&q=ada+obi&sort=amountPaid&dir=asc&page=3');
  expect(state).toEqual({
    filters: { status: 'Partially refunded', method: 'PayPal', eventType: 'Parties', search: 'ada obi' },
    page: 2,
    sort: [{ field: 'amountPaid', sort: 'asc' }],
  });
  expect(read(tableSearchParams(state).toString())).toEqual(state);
});

it('reads anything unknown as the default rather than failing', () => {
  expect(read('status=Lost&method=Cash&type=Tickets&sort=password&page=-2')).toEqual({ filters: NO_FILTERS, page: 0, sort: [] });
  expect(read('page=1.5').page).toBe(0);
  expect(read('sort=date&dir=sideways').sort).toEqual([{ field: 'date', sort: 'desc' }]);
});

it('leaves a blank search out of the address but keeps the spaces typed between words', () => {
  expect(tableSearchParams({ ...read(''), filters: { ...NO_FILTERS, search: '   ' } }).toString()).toBe('');
  expect(read(tableSearchParams({ ...read(''), filters: { ...NO_FILTERS, search: 'ada ' } }).toString()).filters.search).toBe('ada ');
});
