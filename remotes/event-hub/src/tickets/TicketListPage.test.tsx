import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  refunded: 0,
  status: 'SUCCESS',
  ...overrides,
});

const order = (overrides: Partial<UnpaidOrder>): UnpaidOrder => ({
  id: 'o1',
  reference: 'EVT-7K3P9Q',
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
  for (const header of [
    'First Name',
    'Last Name',
    'Payer Email',
    'Phone number',
    'Date',
    'Quantity',
    'Amount',
    'Refunded',
    'Status',
    'Order',
  ]) {
    expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  expect(await within(grid).findByText('ada@example.com')).toBeInTheDocument();
  expect(within(grid).getByText('£156.00')).toBeInTheDocument();
  // A failed payment sold no ticket.
  expect(within(grid).queryByText('failed@example.com')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/events/parties/preview/p1');
});

describe('refunds and orders', () => {
  const rows = [
    payment({}),
    payment({ id: 't2', orderId: 'o2', payerEmail: 'part@example.com', status: 'PARTIALLY_REFUNDED', refunded: 5600 }),
    payment({ id: 't3', orderId: 'o3', payerEmail: 'back@example.com', status: 'REFUNDED', refunded: 15600 }),
    payment({ id: 't4', orderId: null, payerEmail: 'history@example.com', payerFirstName: 'Old', date: '2031-04-01T10:00:00.000Z' }),
  ];
  beforeEach(() => {
    getParty.mockResolvedValue(party({ id: 'p1' }));
    list.mockResolvedValue(rows);
  });

  it('keeps refunded payments with what went back, and links each payment that has an order to its order page', async () => {
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    const row = (await within(grid).findByText('part@example.com')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('£56.00')).toBeInTheDocument();
    expect(within(row).getByText('Partially refunded')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open the order of Ada Obi' })).toHaveAttribute('href', '/admin/orders/o2');
    expect(within(grid).getByText('back@example.com')).toBeInTheDocument();
    const history = within(grid).getByText('history@example.com').closest('[role="row"]') as HTMLElement;
    expect(within(history).queryByRole('link')).not.toBeInTheDocument();
  });

  it('exports the refunded amount and the status of each payment in the CSV', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:tickets';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    await within(grid).findByText('part@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
    // jsdom's Blob has no text(); its FileReader reads on a timer.
    const reader = new FileReader();
    reader.readAsText(saved[0]);
    await waitFor(() => expect(reader.result).not.toBeNull());
    const [header, ...lines] = (reader.result as string).trim().split(/\r?\n/);
    expect(header).toBe('First Name,Last Name,Payer Email,Phone number,Date,Quantity,Amount,Refunded,Status');
    expect(lines.map((line) => line.split(',').slice(-3).join(','))).toEqual([
      '£156.00,£0.00,Successful',
      '£156.00,£56.00,Partially refunded',
      '£156.00,£156.00,Refunded',
      '£156.00,£0.00,Successful',
    ]);
  });
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
        reference: 'EVT-4H8MWX',
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
    for (const header of ['Reference', 'First Name', 'Last Name', 'Buyer Email', 'Quantity', 'Ordered', 'Hold Expires', 'State']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const held = (await within(grid).findByText('hal@example.com')).closest('[role="row"]') as HTMLElement;
    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(within(held).getByText('EVT-7K3P9Q')).toBeInTheDocument();
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
