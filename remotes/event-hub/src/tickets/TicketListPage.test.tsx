import { screen, within } from '@testing-library/react';
import { orderApi, partyApi, transactionApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { Transaction, UnpaidOrder } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { party } from '../testing/events';
import { BRUNCH_SERIES_TITLE } from './ticketListTitle';
import { TicketListPage } from './TicketListPage';

const list = jest.spyOn(transactionApi, 'list');
const unpaid = jest.spyOn(orderApi, 'unpaid');
const getParty = jest.spyOn(partyApi, 'get');
beforeEach(() => unpaid.mockResolvedValue([]));

const payment = (overrides: Partial<Transaction>): Transaction => ({
  id: 't1',
  payerEmail: 'ada@example.com',
  payerFirstName: 'Ada',
  payerLastName: 'Obi',
  payerPhoneNumber: '447700900123',
  productName: 'All White Yacht Party',
  productType: 'Party',
  productId: 'p1',
  orderId: 'o1',
  paymentMethod: 'Stripe',
  date: '2031-05-01T10:00:00.000Z',
  amountPaid: 15600,
  totalAmount: 13000,
  individualPrice: 6500,
  quantity: 2,
  discount: 0,
  gender: 'FEMALE',
  room: 'NONE',
  roomCost: 0,
  installment: 'FULL',
  installmentType: 'FULL',
  status: 'SUCCESS',
  ...overrides,
});

const order = (overrides: Partial<UnpaidOrder>): UnpaidOrder => ({
  id: 'o1',
  type: 'PARTY',
  eventId: 'p1',
  eventTitle: 'All White Yacht Party',
  firstName: 'Hal',
  lastName: 'Hold',
  email: 'hal@example.com',
  quantity: 3,
  createdAt: '2031-05-01T10:05:00.000Z',
  holdExpiresAt: '2031-05-01T10:20:00.000Z',
  state: 'HELD',
  ...overrides,
});

function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route path="/admin/events/parties/tickets/:id" element={<TicketListPage kind="parties" />} />
      </Routes>
    </TestQueries>
  );
}

it('lists the buyers of the event with the ticket list columns, amounts in pounds, and a way back to the preview', async () => {
  getParty.mockResolvedValue(party({ id: 'p1' }));
  list.mockResolvedValue([payment({}), payment({ id: 't2', payerEmail: 'failed@example.com', status: 'FAILED' })]);
  renderAt(Page, '/admin/events/parties/tickets/p1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ticket List: All White Yacht Party' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith({ productType: 'Party', productId: 'p1' });
  const grid = screen.getByRole('grid', { name: 'Ticket List' });
  for (const header of ['First Name', 'Last Name', 'Payer Email', 'Phone number', 'Date', 'Quantity', 'Amount']) {
    expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  expect(await within(grid).findByText('ada@example.com')).toBeInTheDocument();
  expect(within(grid).getByText('£156.00')).toBeInTheDocument();
  // A failed payment sold no ticket.
  expect(within(grid).queryByText('failed@example.com')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/events/parties/preview/p1');
});

it('gives the brunch party series its fixed title', async () => {
  getParty.mockResolvedValue(party({ title: 'Amala & Afrobeats Brunch' }));
  list.mockResolvedValue([]);
  renderAt(Page, '/admin/events/parties/tickets/p1');
  expect(await screen.findByRole('heading', { level: 1, name: BRUNCH_SERIES_TITLE })).toBeInTheDocument();
});

describe('unpaid orders', () => {
  beforeEach(() => {
    getParty.mockResolvedValue(party({ id: 'p1' }));
    list.mockResolvedValue([]);
  });

  it('lists the held and lapsed unpaid orders of the event under its ticket list, with who, how many, when and until when', async () => {
    unpaid.mockResolvedValue([
      order({}),
      order({
        id: 'o2',
        firstName: 'Lou',
        lastName: 'Late',
        email: 'lou@example.com',
        quantity: 2,
        state: 'LAPSED',
        createdAt: '2031-04-30T09:00:00.000Z',
        holdExpiresAt: '2031-04-30T09:15:00.000Z',
      }),
    ]);
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const section = await screen.findByRole('region', { name: 'Unpaid Orders' });
    expect(unpaid).toHaveBeenCalledWith({ type: 'PARTY', eventId: 'p1' });
    const grid = within(section).getByRole('grid', { name: 'Unpaid Orders' });
    for (const header of ['First Name', 'Last Name', 'Buyer Email', 'Quantity', 'Ordered', 'Hold Expires', 'State']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const held = (await within(grid).findByText('hal@example.com')).closest('[role="row"]') as HTMLElement;
    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(within(held).getByText('Thursday, 1 May 2031, 10:05 UTC')).toBeInTheDocument();
    expect(within(held).getByText('Thursday, 1 May 2031, 10:20 UTC')).toBeInTheDocument();
    const lapsed = within(grid).getByText('lou@example.com').closest('[role="row"]') as HTMLElement;
    expect(within(lapsed).getByText('Lapsed')).toBeInTheDocument();
    // Only running holds keep tickets from sale.
    expect(within(section).getByText(/^3 tickets are held unpaid right now\./)).toBeInTheDocument();
  });

  it('keeps the page usable when the unpaid orders cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    unpaid.mockRejectedValue(new Error('offline'));
    renderAt(Page, '/admin/events/parties/tickets/p1');
    expect(await screen.findByText(/^0 tickets are held unpaid right now\./)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Could not load the unpaid orders', expect.any(Error));
    expect(screen.getByRole('grid', { name: 'Ticket List' })).toBeInTheDocument();
    error.mockRestore();
  });
});
