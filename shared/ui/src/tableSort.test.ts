import { nextSort } from './tableSort';

it('sorts a column clicked up, then down, then not at all; another column starts up again', () => {
  const up = nextSort([], 'date');
  expect(up).toEqual([{ field: 'date', sort: 'asc' }]);
  expect(nextSort(up, 'date')).toEqual([{ field: 'date', sort: 'desc' }]);
  expect(nextSort(nextSort(up, 'date'), 'date')).toEqual([]);
  expect(nextSort(nextSort(up, 'date'), 'amountPaid')).toEqual([{ field: 'amountPaid', sort: 'asc' }]);
});
