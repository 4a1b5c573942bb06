import { fireEvent, screen, within } from '@testing-library/react';
import { experienceApi, partyApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { EventStatus } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { experience, party } from '../testing/events';
import { EventsPage } from './EventsPage';
import { signInAs } from '@shared/auth/testing';

const experiences = jest.spyOn(experienceApi, 'list');
const parties = jest.spyOn(partyApi, 'list');

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

const day = (n: number) => new Date(Date.UTC(2031, 0, n)).toISOString();
const manyOpen = (count: number) =>
  Array.from({ length: count }, (_, i) => experience({ id: `open-${i + 1}`, title: `Open ${i + 1}`, arrivalDate: day(i + 1) }));

function serve(
  open: ReturnType<typeof manyOpen>,
  closed = [experience({ id: 'past', title: 'Past trip', status: 'CLOSED', arrivalDate: '2024-01-01T00:00:00.000Z' })],
) {
  experiences.mockImplementation(async (status: EventStatus) => (status === 'OPEN' ? open : closed));
  parties.mockImplementation(async (status: EventStatus) => (status === 'OPEN' ? [party()] : []));
}

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
  expect(rows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Open 1', 'Open 2', 'Past trip']);
  expect(within(rows()[0]).getByText('Open')).toBeInTheDocument();
  expect(within(rows()[2]).getByText('Closed')).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('£320.00');
  expect(rows()[0]).toHaveTextContent('3 / 500');

  fireEvent.click(screen.getByRole('button', { name: 'Past Event (1)' }));
  expect(rows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Past trip']);
  fireEvent.click(screen.getByRole('button', { name: 'Upcoming Event (2)' }));
  expect(rows()).toHaveLength(2);
});

it('says so when a filter has nothing, in the words of the tab', async () => {
  serve(manyOpen(1), []);
  renderAt(Page, '/admin/events?tab=parties&filter=past');
  expect(await screen.findByText('No parties found for this filter.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Experiences (1)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Past Event (0)' }));
  expect(screen.getByText('No experiences found for this filter.')).toBeInTheDocument();
});

it('shows 10 per page with at most 3 page buttons, then an ellipsis and the last page', async () => {
  serve(manyOpen(40)); // 41 with the past one: 5 pages, the last with one row
  renderAt(Page, '/admin/events');
  await screen.findByRole('tab', { name: 'Experiences (41)' });
  expect(rows()).toHaveLength(10);
  expect(pageButtons()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 5', 'Next page', '…']);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(rows()[0]).toHaveTextContent('Open 11');
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(rows()[0]).toHaveTextContent('Open 21');
  // The window reaches the last page: no ellipsis any more.
  expect(pageButtons()).toEqual(['Previous page', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next page']);

  fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
  expect(rows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Past trip']);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

it('shows no pagination for a single page, and a filter starts again at page 1', async () => {
  serve(manyOpen(19)); // 20 in all
  renderAt(Page, '/admin/events?page=2');
  await screen.findByRole('tab', { name: 'Experiences (20)' });
  expect(rows()[0]).toHaveTextContent('Open 11');
  fireEvent.click(screen.getByRole('button', { name: 'Past Event (1)' }));
  expect(rows()).toHaveLength(1);
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
  expect(screen.getByRole('link', { name: '+ Create Event' })).toHaveAttribute('href', '/admin/events/create-party');
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
  experiences.mockRejectedValue(new Error('down'));
  parties.mockRejectedValue(new Error('down'));
  renderAt(Page, '/admin/events');
  expect(await screen.findByText('No experiences found for this filter.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Experiences (0)' })).toBeInTheDocument();
});
