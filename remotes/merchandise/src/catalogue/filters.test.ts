import type { MerchandiseItem } from '@shared/domain';
import { applyFilters, filterParams, noFilters, readFilters } from './filters';

const item = (id: number, price: number, variants: string[]): MerchandiseItem => ({
  id,
  title: `Item ${id}`,
  price,
  displayPrice: '',
  description: '',
  image: '',
  variants,
});

const items = [
  item(1, 4599, ['Camo', 'Medium', 'Large']),
  item(2, 1999, ['orange', 'Small']),
  item(3, 1499, ['Camo']),
  item(4, 5499, ['Camo', 'Orange', 'large']),
  item(5, 899, []),
];
const ids = (list: MerchandiseItem[]) => list.map((i) => i.id);

it('keeps everything in list order with no filter', () => {
  expect(ids(applyFilters(items, noFilters))).toEqual([1, 2, 3, 4, 5]);
});

it('matches colour and size against the variants, in any letter case, together', () => {
  expect(ids(applyFilters(items, { ...noFilters, colour: 'Orange' }))).toEqual([2, 4]);
  expect(ids(applyFilters(items, { ...noFilters, colour: 'Camo' }))).toEqual([1, 3, 4]);
  expect(ids(applyFilters(items, { ...noFilters, size: 'Large' }))).toEqual([1, 4]);
  expect(ids(applyFilters(items, { ...noFilters, colour: 'Orange', size: 'Large' }))).toEqual([4]);
});

it('sorts by upload date (later ids are later uploads) and by price', () => {
  expect(ids(applyFilters(items, { ...noFilters, uploaded: 'Newest' }))).toEqual([5, 4, 3, 2, 1]);
  expect(ids(applyFilters(items, { ...noFilters, uploaded: 'Oldest' }))).toEqual([1, 2, 3, 4, 5]);
  expect(ids(applyFilters(items, { ...noFilters, price: 'Low' }))).toEqual([5, 3, 2, 1, 4]);
  expect(ids(applyFilters(items, { ...noFilters, price: 'High' }))).toEqual([4, 1, 2, 3, 5]);
});

it('orders by price first and by upload date among equal prices', () => {
  const tied = [item(1, 500, []), item(2, 100, []), item(3, 500, [])];
  expect(ids(applyFilters(tied, { ...noFilters, price: 'High', uploaded: 'Newest' }))).toEqual([3, 1, 2]);
});

it('does not change the list it is given', () => {
  const copy = [...items];
  applyFilters(items, { ...noFilters, price: 'High' });
  expect(items).toEqual(copy);
});

it('reads the filters from the address and writes only those set', () => {
  const filters = readFilters(new URLSearchParams('colour=Camo&price=High'));
  expect(filters).toEqual({ ...noFilters, colour: 'Camo', price: 'High' });
  expect(filterParams(filters).toString()).toBe('colour=Camo&price=High');
  expect(filterParams(noFilters).toString()).toBe('');
});

it('reads a value the bar does not offer as off', () => {
  expect(readFilters(new URLSearchParams('colour=Purple&size=large&uploaded=Newest'))).toEqual({ ...noFilters, uploaded: 'Newest' });
});
