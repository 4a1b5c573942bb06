import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminOrderApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { MemoryRouter } from 'react-router-dom';
import { apiError } from '../testing/apiError';
import { anOrderListItem } from '../testing/fixtures';
import { OrderSearch } from './OrderSearch';

const search = jest.spyOn(adminOrderApi, 'search');
beforeEach(() => search.mockReset());

function renderSearch() {
  render(
    <MemoryRouter>
      <TestQueries>
        <OrderSearch />
      </TestQueries>
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: 'Find an order' });
}

it('finds orders by what is typed and links each one to its order page', async () => {
  search.mockResolvedValue([
    anOrderListItem(),
    anOrderListItem({ id: 'o2', reference: 'EVT-2BCD3F', status: 'CANCELLED', quantity: 1, refunded: 15600 }),
  ]);
  const box = renderSearch();
  await userEvent.type(box, '  ada@example.com {Enter}');
  expect(search).toHaveBeenCalledWith('ada@example.com');
  const found = await screen.findByRole('list', { name: 'Orders found' });
  // A link in each list item (a list holds only items).
  const links = within(found)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link'));
  expect(links.map((link) => link.getAttribute('href'))).toEqual([`/admin/orders/${anOrderListItem().id}`, '/admin/orders/o2']);
  expect(links[0]).toHaveTextContent('EVT-7K3P9Q · Ada Lovelace · ada@example.com');
  expect(links[0]).toHaveTextContent('All White Yacht Party · 2 tickets · Paid · £156.00 paid');
  expect(links[1]).toHaveTextContent('1 ticket · Cancelled · £156.00 paid · £156.00 refunded');
});

it('asks nothing for a blank search, says when nothing matches, and puts the results away when the box is emptied', async () => {
  search.mockResolvedValue([]);
  const box = renderSearch();
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(search).not.toHaveBeenCalled();
  await userEvent.type(box, 'EVT-ZZZZZZ{Enter}');
  expect(await screen.findByText('No order matches “EVT-ZZZZZZ”.')).toBeInTheDocument();
  await userEvent.clear(box);
  expect(screen.queryByText(/No order matches/)).not.toBeInTheDocument();
});

it("shows the API's reason when the search is refused", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  search.mockRejectedValue(apiError(400, 'Search: at most 200 characters.'));
  await userEvent.type(renderSearch(), 'x{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Search: at most 200 characters.');
});
