import { ordersViewParams, readOrdersView } from './ordersAddress';

const read = (query: string) => readOrdersView(new URLSearchParams(query));

it('reads All, page 1 from an empty address and writes it back as nothing', () => {
  expect(read('')).toEqual({ status: 'All', page: 1 });
  expect(ordersViewParams(read('')).toString()).toBe('');
});

it('reads and writes the status and the page', () => {
  expect(read('status=Delivered&page=3')).toEqual({ status: 'Delivered', page: 3 });
  expect(ordersViewParams({ status: 'Confirmed', page: 2 }).toString()).toBe('status=Confirmed&page=2');
});

it('reads anything else as All, page 1', () => {
  expect(read('status=Lost&page=0')).toEqual({ status: 'All', page: 1 });
  expect(read('status=pending&page=two')).toEqual({ status: 'All', page: 1 });
});
