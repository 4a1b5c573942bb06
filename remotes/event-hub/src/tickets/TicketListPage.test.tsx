import { screen, within } from '@testing-library/react';
import { partyApi, transactionApi } from '@shared/api';
import type { Transaction } from '@shared/domain';
import { renderAt } from '@shared/ui/src/testing/renderAt';
import { Route, Routes } from 'react-router-dom';
import { party } from '../testing/events';
import { BRUNCH_SERIES_TITLE } from './ticketListTitle';
import { TicketListPage } from './TicketListPage';

jest.mock('@shared/api', () => ({
  experienceApi: { get: jest.fn() },
  partyApi: { get: jest.fn() },
  transactionApi: { list: jest.fn() },
}));
const list = transactionApi.list as jest.Mock;

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

function Page() {
  return (
    <Routes>
      <Route path="/admin/events/parties/tickets/:id" element={<TicketListPage kind="parties" />} />
    </Routes>
  );
}

it('lists the buyers of the event with the SPEC columns, amounts in pounds, and a way back to the preview', async () => {
  (partyApi.get as jest.Mock).mockResolvedValue(party({ id: 'p1' }));
  list.mockResolvedValue([payment({}), payment({ id: 't2', payerEmail: 'failed@example.com', status: 'FAILED' })]);
  renderAt(Page, '/admin/events/parties/tickets/p1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ticket List: All White Yacht Party' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith({ productType: 'Party', productId: 'p1' });
  const grid = screen.getByRole('grid');
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
  (partyApi.get as jest.Mock).mockResolvedValue(party({ title: 'Amala & Afrobeats Brunch' }));
  list.mockResolvedValue([]);
  renderAt(Page, '/admin/events/parties/tickets/p1');
  expect(await screen.findByRole('heading', { level: 1, name: BRUNCH_SERIES_TITLE })).toBeInTheDocument();
});
