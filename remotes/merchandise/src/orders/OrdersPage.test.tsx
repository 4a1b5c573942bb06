import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchandiseOrderApi } from '@shared/api';
import type { MerchandiseOrder, MerchandiseOrderQuery } from '@shared/domain';
import { renderMerchandise } from '../renderMerchandise';
import { anOrder, apiError } from '../testData';
import { signInAs } from '@shared/auth/testing';

// Typing into MUI fields through userEvent is slow on a busy machine.
jest.setTimeout(30_000);

const page = jest.spyOn(merchandiseOrderApi, 'page');
const confirm = jest.spyOn(merchandiseOrderApi, 'confirm');
const deliver = jest.spyOn(merchandiseOrderApi, 'deliver');

// 23 orders like the API keeps them: filtered by status, 10 a page.
let orders: MerchandiseOrder[];
beforeEach(() => {
  signInAs('OWNER');
  orders = Array.from({ length: 23 }, (_, i) => anOrder(i + 1, (['Pending', 'Confirmed', 'Delivered'] as const)[i % 3]));
  page.mockReset().mockImplementation(async (query: MerchandiseOrderQuery = {}) => {
    const matching = orders.filter((order) => !query.status || order.status === query.status);
    const at = Number(query.page ?? 1);
    return { data: matching.slice((at - 1) * 10, at * 10), page: at, pageSize: 10, total: matching.length };
  });
  confirm.mockReset().mockImplementation(async (id) => {
    orders = orders.map((order) => (order.id === id ? { ...order, status: 'Confirmed' } : order));
    return orders[id - 1];
  });
  deliver.mockReset().mockImplementation(async (id) => {
    orders = orders.map((order) => (order.id === id ? { ...order, status: 'Delivered' } : order));
    return orders[id - 1];
  });
});

function renderOrders() {
  renderMerchandise('/admin/merchandise/orders');
}

const rows = () => screen.getAllByTestId(/^order-row-/).map((row) => Number(row.dataset.testid?.replace('order-row-', '')));

it('shows 10 orders a page with a button for every page', async () => {
  renderOrders();
  await screen.findByTestId('order-row-1');
  expect(rows()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(rows()).toEqual([21, 22, 23]));
  expect(page).toHaveBeenLastCalledWith({ page: 3 });
});

it('filters by status through the API and starts again at page 1', async () => {
  renderOrders();
  await screen.findByTestId('order-row-1');
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await screen.findByTestId('order-row-11');
  await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
  await waitFor(() => expect(rows()).toEqual([1, 4, 7, 10, 13, 16, 19, 22]));
  expect(page).toHaveBeenLastCalledWith({ page: 1, status: 'Pending' });
  expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
  await waitFor(() => expect(rows()).toEqual([3, 6, 9, 12, 15, 18, 21]));
  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() => expect(rows()).toHaveLength(10));
});

it('opens Order Details from a row with the customer and totals; a Confirmed one can be delivered, not confirmed', async () => {
  orders[1] = anOrder(2, 'Confirmed', { payerEmail: 'ada@example.com', quantity: 3, amount: 5997, paymentType: 'Paypal' });
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-2'));
  const panel = screen.getByRole('dialog', { name: 'Order Details' });
  expect(within(panel).getByText('ada@example.com')).toBeInTheDocument();
  expect(within(panel).getByText('Paypal')).toBeInTheDocument();
  expect(within(panel).getByText('£19.99')).toBeInTheDocument();
  expect(within(panel).getByText('£59.97')).toBeInTheDocument();
  expect(within(panel).getByText('14 Mar 2026')).toBeInTheDocument();
  expect(within(panel).getByText('20 Mar 2026')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
});

it('finance reads the orders without confirming or delivering them', async () => {
  signInAs('FINANCE');
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-1'));
  const panel = screen.getByRole('dialog', { name: 'Order Details' });
  expect(within(panel).getByText('Pending')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
});

it('a Delivered order has no step left', async () => {
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-3'));
  const panel = screen.getByRole('dialog', { name: 'Order Details' });
  expect(
    within(panel)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent),
  ).toEqual(['Close']);
});

it('marks a Confirmed order Delivered after the question, through the API, and the list updates', async () => {
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-2'));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Order Details' })).getByRole('button', { name: 'Mark as Delivered' }));
  const question = screen.getByRole('dialog', { name: 'Mark as Delivered' });
  expect(question).toHaveTextContent('Has the customer received this order? It will be marked Delivered.');
  await userEvent.click(within(question).getByRole('button', { name: 'Mark Delivered' }));
  expect(deliver).toHaveBeenCalledWith(2);
  expect(confirm).not.toHaveBeenCalled();
  expect(await screen.findByText('Order marked as delivered')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(screen.getByTestId('order-row-2')).getByText('Delivered')).toBeInTheDocument();
});

it('confirms a Pending order after the question, through the API, and the list updates', async () => {
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-4'));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Order Details' })).getByRole('button', { name: 'Confirm Order' }));
  const question = screen.getByRole('dialog', { name: 'Confirm Order' });
  expect(question).toHaveTextContent('Are you sure you want to confirm this order?');
  await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
  expect(confirm).toHaveBeenCalledWith(4);
  expect(await screen.findByText('Order confirmed successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(screen.getByTestId('order-row-4')).getByText('Confirmed')).toBeInTheDocument();
});

it('Cancel leaves the order Pending', async () => {
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-1'));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm Order' })).getByRole('button', { name: 'Cancel' }));
  expect(confirm).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Order' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeInTheDocument();
});

it('shows the server message when confirming fails', async () => {
  confirm.mockRejectedValue(apiError(409, 'Only Pending orders can be confirmed; this one is Confirmed'));
  renderOrders();
  await userEvent.click(await screen.findByTestId('order-row-1'));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm Order' })).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Only Pending orders can be confirmed; this one is Confirmed')).toBeInTheDocument();
});

it('opens a row with the keyboard', async () => {
  renderOrders();
  (await screen.findByTestId('order-row-5')).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Order Details' })).toHaveTextContent('buyer5@example.com');
});

it('steps back a page when confirming empties the last one', async () => {
  orders = Array.from({ length: 11 }, (_, i) => anOrder(i + 1, 'Pending'));
  renderOrders();
  await screen.findByTestId('order-row-1');
  await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
  await userEvent.click(await screen.findByTestId('order-row-11'));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm Order' })).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(rows()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  expect(page).toHaveBeenLastCalledWith({ page: 1, status: 'Pending' });
});

it('shows only the answer to the latest request when answers arrive out of order', async () => {
  const slow: { resolve?: () => void } = {};
  const real = page.getMockImplementation()!;
  page.mockImplementation(async (query) => {
    const answer = await real(query);
    if (Number(query?.page ?? 1) === 2) await new Promise<void>((resolve) => (slow.resolve = resolve));
    return answer;
  });
  renderOrders();
  await screen.findByTestId('order-row-1');
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(rows()).toEqual([21, 22, 23]));
  slow.resolve?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(rows()).toEqual([21, 22, 23]);
});

it('keeps a status clicked just before a page, while the address has not caught up yet', async () => {
  orders = Array.from({ length: 40 }, (_, i) => anOrder(i + 1, (['Pending', 'Confirmed', 'Delivered'] as const)[i % 3]));
  renderOrders();
  await screen.findByTestId('order-row-1');
  // Both clicks before React renders again: the router applies each address in a transition,
  // which a quick second click can beat.
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
  });
  await waitFor(() => expect(rows()).toEqual([32, 35, 38]));
  expect(page).toHaveBeenLastCalledWith({ page: 2, status: 'Confirmed' });
  expect(screen.getByRole('button', { name: 'Confirmed' })).toHaveAttribute('aria-pressed', 'true');
});

it.each([
  ['?page=3', { page: 3 }, 'All', [21, 22, 23]],
  ['?status=Delivered', { page: 1, status: 'Delivered' }, 'Delivered', [3, 6, 9, 12, 15, 18, 21]],
])('opens at the status and page the address names (%s)', async (query, asked, pressed, shown) => {
  renderMerchandise(`/admin/merchandise/orders${query}`);
  await waitFor(() => expect(rows()).toEqual(shown));
  expect(page).toHaveBeenLastCalledWith(asked);
  expect(screen.getByRole('button', { name: pressed })).toHaveAttribute('aria-pressed', 'true');
});
