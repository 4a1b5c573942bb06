import { act, fireEvent, screen, within } from '@testing-library/react';
import { adminEventApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { AdminEventFilter, AdminEventPage, AdminEventPageQuery, AdminEventRow, EventKind } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { EventsPage } from './EventsPage';
import { signInAs } from '@shared/auth/testing';

const page = jest.spyOn(adminEventApi, 'page');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route path="/admin/events" element={<EventsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </TestQueries>
  );
}

function row(overrides: Partial<AdminEventRow> = {}): AdminEventRow {
  return {
    kind: 'experiences',
    id: 'e1',
    title: 'Lake District Wellness Retreat',
    status: 'OPEN',
    date: '2031-05-10T00:00:00.000Z',
    time: '15:30',
    timeZone: 'Africa/Lagos',
    price: 32000,
    capacity: 500,
    ticketsSold: 3,
    ...overrides,
  };
}

const day = (n: number) => new Date(Date.UTC(2031, 0, n)).toISOString();
const manyOpen = (count: number) =>
  Array.from({ length: count }, (_, i) => row({ id: `open-${i + 1}`, title: `Open ${i + 1}`, date: day(i + 1) }));
const party = row({ kind: 'parties', id: 'p1', title: 'All White Yacht Party', date: '2031-07-04T00:00:00.000Z', time: '20:00' });

/** The API over these lists, each in the table's order: it pages a kind's filter and counts them all. */
function serve(
  open: AdminEventRow[],
  closed = [row({ id: 'past', title: 'Past trip', status: 'CLOSED', date: '2024-01-01T00:00:00.000Z' })],
) {
  const lists: Record<EventKind, Record<AdminEventFilter, AdminEventRow[]>> = {
    experiences: { all: [...open, ...closed], upcoming: open, past: closed },
    parties: { all: [party], upcoming: [party], past: [] },
  };
  const countsOf = (kind: EventKind) => ({
    all: lists[kind].all.length,
    upcoming: lists[kind].upcoming.length,
    past: lists[kind].past.length,
  });
  page.mockImplementation(async (query: AdminEventPageQuery): Promise<AdminEventPage> => {
    const { kind, filter = 'all' } = query;
    const [n, pageSize] = [Number(query.page ?? 1), Number(query.pageSize ?? 10)];
    const list = lists[kind][filter];
    return {
      data: list.slice((n - 1) * pageSize, n * pageSize),
      page: n,
      pageSize,
      total: list.length,
      counts: { experiences: countsOf('experiences'), parties: countsOf('parties') },
    };
  });
}

/** The last query the page asked the API. */
const asked = () => page.mock.lastCall?.[0];
const titles = () => rows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const rows = () => screen.getAllByRole('row').slice(1);
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))
    .concat(screen.queryByText('…') ? ['…'] : []);

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('OWNER');
});

it('counts both kinds in the tabs and each filter, with Open and Closed chips', async () => {
  serve(manyOpen(2));
  renderAt(Page, '/admin/events');
  expect(await screen.findByRole('tab', { name: 'Experiences (3)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Parties (1)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Upcoming Event (2)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Past Event (1)' })).toBeInTheDocument();
  expect(titles()).toEqual(['Open 1', 'Open 2', 'Past trip']);
  expect(within(rows()[0]).getByText('Open')).toBeInTheDocument();
  expect(within(rows()[2]).getByText('Closed')).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('£320.00');
  expect(rows()[0]).toHaveTextContent('3 / 500');

  fireEvent.click(screen.getByRole('button', { name: 'Past Event (1)' }));
  expect(await screen.findByText('Past trip')).toBeInTheDocument();
  expect(titles()).toEqual(['Past trip']);
  expect(asked()).toEqual({ kind: 'experiences', filter: 'past', page: 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Upcoming Event (2)' }));
  await screen.findByRole('button', { name: 'Upcoming Event (2)', pressed: true });
  expect(await screen.findAllByRole('row')).toHaveLength(3);
});

it('says so when a filter has nothing, in the words of the tab', async () => {
  serve(manyOpen(1), []);
  renderAt(Page, '/admin/events?tab=parties&filter=past');
  expect(await screen.findByText('No parties found for this filter.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Experiences (1)' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Past Event (0)' }));
  expect(await screen.findByText('No experiences found for this filter.')).toBeInTheDocument();
});

it('shows 10 per page with at most 3 page buttons, then an ellipsis and the last page', async () => {
  serve(manyOpen(40)); // 41 with the past one: 5 pages, the last with one row
  renderAt(Page, '/admin/events');
  await screen.findByRole('tab', { name: 'Experiences (41)' });
  expect(rows()).toHaveLength(10);
  expect(pageButtons()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 5', 'Next page', '…']);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Open 11')).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('Open 11');
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Open 21')).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('Open 21');
  // The window reaches the last page: no ellipsis any more.
  expect(pageButtons()).toEqual(['Previous page', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next page']);

  fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
  expect(await screen.findByText('Past trip')).toBeInTheDocument();
  expect(titles()).toEqual(['Past trip']);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

it('shows no pagination for a single page, and a filter starts again at page 1', async () => {
  serve(manyOpen(19)); // 20 in all
  renderAt(Page, '/admin/events?page=2');
  await screen.findByRole('tab', { name: 'Experiences (20)' });
  expect(rows()[0]).toHaveTextContent('Open 11');
  fireEvent.click(screen.getByRole('button', { name: 'Past Event (1)' }));
  expect(await screen.findByText('Past trip')).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
  expect(screen.getByTestId('where')).toHaveTextContent('/admin/events?tab=experiences&filter=past&page=1');
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

it('opens the preview on a row click', async () => {
  serve(manyOpen(1));
  renderAt(Page, '/admin/events');
  fireEvent.click(within((await screen.findAllByRole('row'))[1]).getByText('£320.00'));
  expect(screen.getByTestId('where')).toHaveTextContent('/admin/events/experiences/preview/open-1');
});

it('row menu: Edit Event goes to the create page in edit mode', async () => {
  serve(manyOpen(1));
  renderAt(Page, '/admin/events?tab=parties');
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for All White Yacht Party' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Edit Event' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/admin/events/create-party?mode=edit&id=p1');
});

it('+ Create Event leads to the create page of the current tab', async () => {
  serve(manyOpen(1));
  renderAt(Page, '/admin/events');
  expect(await screen.findByRole('link', { name: '+ Create Event' })).toHaveAttribute('href', '/admin/events/create-experience');
  fireEvent.click(await screen.findByRole('tab', { name: 'Parties (1)' }));
  expect(await screen.findByRole('link', { name: '+ Create Event' })).toHaveAttribute('href', '/admin/events/create-party');
  expect(screen.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/admin/events/check-in');
});

it("finance reads the events: no Create, no Edit menu and no Check-in (the door's)", async () => {
  signInAs('FINANCE');
  serve(manyOpen(1));
  renderAt(Page, '/admin/events');
  expect(await screen.findByRole('tab', { name: 'Experiences (2)' })).toBeInTheDocument();
  expect(rows()).toHaveLength(2);
  expect(screen.queryByRole('link', { name: '+ Create Event' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Check-in' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
});

it('a failed load ends with empty lists', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  page.mockRejectedValue(new Error('down'));
  renderAt(Page, '/admin/events');
  expect(await screen.findByText('No experiences found for this filter.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Experiences (0)' })).toBeInTheDocument();
});

it('asks the API for one page of the tab and filter, and shows the last page for a page past the end', async () => {
  serve(manyOpen(14)); // 15 in all: 2 pages
  renderAt(Page, '/admin/events?tab=experiences&filter=all&page=9');
  expect(await screen.findByText('Open 11')).toBeInTheDocument();
  expect(titles()).toEqual(['Open 11', 'Open 12', 'Open 13', 'Open 14', 'Past trip']);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(asked()).toEqual({ kind: 'experiences', filter: 'all', page: 2 });
  // The address keeps what it asked for, as it always has.
  expect(screen.getByTestId('where')).toHaveTextContent('page=9');
});

it('keeps a filter clicked just before a page, while the address has not caught up yet', async () => {
  serve(manyOpen(30));
  renderAt(Page, '/admin/events');
  await screen.findByRole('tab', { name: 'Experiences (31)' });
  // Both clicks before React renders again: the router applies each address in a transition, which
  // a quick second click can beat.
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Upcoming Event (30)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  });
  expect(screen.getByTestId('where')).toHaveTextContent('/admin/events?tab=experiences&filter=upcoming&page=2');
  expect(await screen.findByText('Open 11')).toBeInTheDocument();
  expect(asked()).toEqual({ kind: 'experiences', filter: 'upcoming', page: 2 });
});
