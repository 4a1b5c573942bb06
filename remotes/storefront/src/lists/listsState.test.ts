import { store } from '@shared/store';
import { DEFAULT_SALE_SETTINGS, type Experience } from '@shared/domain';
import { invalidateLists, listsAtoms, loadLists } from './listsState';

// The API's answer to GET /api/experience/get?status=... , made by `list`.
const list = jest.fn<Promise<Experience[]>, [string]>();
const fetchMock = jest.fn(async (url: string) => {
  const events = await list(new URL(url, window.location.href).searchParams.get('status')!);
  return { ok: true, json: async () => ({ data: events }) } as Response;
});

const experience = (id: string, arrivalDate: string, arrivalTime = '10:00'): Experience => ({
  id,
  title: id,
  description: 'd',
  address: 'a',
  arrivalDate,
  arrivalTime,
  price: 1000,
  status: 'OPEN',
  eventPackage: [],
  accomodationPriceSingle: 0,
  accomodationPriceShared: 0,
  images: [],
  posterImage: '',
  capacity: 10,
  ticketsSold: 0,
  ticketsLeft: 10,
  instalmentDeadline: '2027-01-01',
  cancelUntilDays: 14,
  cancellationFeePercent: 0,
  timeZone: 'Africa/Lagos',
  endDate: null,
  endTime: null,
  ...DEFAULT_SALE_SETTINGS,
});

beforeEach(() => {
  list.mockReset();
  global.fetch = fetchMock as typeof fetch;
  store.set(listsAtoms.experiences, { open: [], closed: [], lastFetched: null, loading: false });
});

it('fetches open and closed together, sorted by date, once until invalidated', async () => {
  list.mockImplementation(async (status) =>
    status === 'OPEN'
      ? [experience('later', '2027-03-01T00:00:00.000Z'), experience('sooner', '2027-02-01T00:00:00.000Z')]
      : [experience('past', '2025-01-01T00:00:00.000Z')],
  );
  await loadLists('experiences');
  const lists = store.get(listsAtoms.experiences);
  expect(lists.open.map((e) => e.id)).toEqual(['sooner', 'later']);
  expect(lists.closed.map((e) => e.id)).toEqual(['past']);
  expect(lists.lastFetched).not.toBeNull();
  expect(list.mock.calls.map(([status]) => status).sort()).toEqual(['CLOSED', 'OPEN']);

  await loadLists('experiences');
  expect(list).toHaveBeenCalledTimes(2);

  invalidateLists('experiences');
  expect(store.get(listsAtoms.experiences).lastFetched).toBeNull();
  await loadLists('experiences');
  expect(list).toHaveBeenCalledTimes(4);
});

it('marks sold-out events', async () => {
  list.mockImplementation(async (status) =>
    status === 'OPEN' ? [{ ...experience('full', '2027-02-01T00:00:00.000Z'), ticketsSold: 10, ticketsLeft: 0 }] : [],
  );
  await loadLists('experiences');
  expect(store.get(listsAtoms.experiences).open[0].soldOut).toBe(true);
});

it('a failed load ends loading with empty lists', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  list.mockRejectedValue(new Error('offline'));
  await loadLists('experiences');
  expect(store.get(listsAtoms.experiences)).toMatchObject({ open: [], closed: [], loading: false });
});

it('takes the lists index.html fetched with the page, without asking the API', async () => {
  const answer = (events: Experience[]) => Promise.resolve({ ok: true, json: async () => ({ data: events }) } as Response);
  const at = (path: string) => new URL(path, window.location.href).href;
  window.__early = {
    [at('/api/experience/get?status=OPEN')]: answer([experience('early', '2027-02-01T00:00:00.000Z')]),
    [at('/api/experience/get?status=CLOSED')]: answer([]),
  };
  await loadLists('experiences');
  expect(store.get(listsAtoms.experiences).open.map((e) => e.id)).toEqual(['early']);
  expect(list).not.toHaveBeenCalled();

  // Each early answer serves once: a refetch goes to the API.
  list.mockResolvedValue([]);
  invalidateLists('experiences');
  await loadLists('experiences');
  expect(list).toHaveBeenCalledTimes(2);
  delete window.__early;
});
