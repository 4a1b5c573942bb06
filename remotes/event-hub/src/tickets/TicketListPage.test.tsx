import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventTicketApi, orderApi, partyApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { EventTicket, UnpaidOrder } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { party } from '../testing/events';
import { BRUNCH_SERIES_TITLE } from './ticketListTitle';
import { TicketListPage } from './TicketListPage';

const list = jest.spyOn(eventTicketApi, 'list');
const page = jest.spyOn(eventTicketApi, 'page');
const unpaid = jest.spyOn(orderApi, 'unpaid');
const getParty = jest.spyOn(partyApi, 'get');
beforeEach(() => unpaid.mockResolvedValue([]));

const ticket = (overrides: Partial<EventTicket>): EventTicket => ({
  code: 'AAAA-BBBB-CCCC-DDDD',
  attendeeName: 'Ada Obi',
  status: 'VALID',
  checkedInAt: null,
  orderId: 'o1',
  reference: 'EVT-7K3P9Q',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '447700900123',
  date: '2031-05-01T10:00:00.000Z',
  quantity: 2,
  total: 15600,
  paid: 15600,
  refunded: 0,
  due: 0,
  payment: 'PAID',
  ...overrides,
});

/** The API's pages of these tickets: searched by e-mail, in the order given, `pageSize` a page. */
function answer(tickets: EventTicket[]) {
  page.mockImplementation(async (_, { page: number, pageSize = 10, search }) => {
    const found = tickets.filter((row) => !search || row.email.includes(search));
    return { data: found.slice((number - 1) * pageSize, number * pageSize), page: number, pageSize, total: found.length };
  });
}

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

/** Where the page is, so a test sees what the URL keeps. */
function Location() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route
          path="/admin/events/parties/tickets/:id"
          element={
            <>
              <TicketListPage kind="parties" />
              <Location />
            </>
          }
        />
      </Routes>
    </TestQueries>
  );
}

const rowOf = async (grid: HTMLElement, text: string) => (await within(grid).findByText(text)).closest('[role="row"]') as HTMLElement;

it('lists one row per ticket with its code, attendee, check-in and payment state, then the buyer as the spec has it', async () => {
  getParty.mockResolvedValue(party({ id: 'p1' }));
  answer([
    ticket({}),
    ticket({ code: 'EEEE-FFFF-GGGG-HHHH', attendeeName: 'Ada Obi', status: 'CHECKED_IN', checkedInAt: '2031-05-02T19:00:00.000Z' }),
  ]);
  renderAt(Page, '/admin/events/parties/tickets/p1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ticket List: All White Yacht Party' })).toBeInTheDocument();
  // The first page, newest first, as many as the grid shows; never the whole list.
  expect(page).toHaveBeenCalledWith('p1', { page: 1, pageSize: 25, sort: 'date', dir: 'desc' });
  expect(list).not.toHaveBeenCalled();
  const grid = screen.getByRole('grid', { name: 'Ticket List' });
  for (const header of ['Ticket', 'Attendee', 'Check-in', 'Payment', 'First Name', 'Last Name', 'Payer Email', 'Phone number']) {
    expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const first = await rowOf(grid, 'AAAA-BBBB-CCCC-DDDD');
  expect(within(first).getByText('Not checked in')).toBeInTheDocument();
  expect(within(first).getByText('Paid')).toBeInTheDocument();
  // Formatted once libphonenumber has loaded, beside the rows.
  expect(await within(first).findByText('+44 7700 900123')).toBeInTheDocument();
  expect(within(await rowOf(grid, 'EEEE-FFFF-GGGG-HHHH')).getByText('Checked in')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/events/parties/preview/p1');
});

describe('payments and the CSV', () => {
  const tickets = () => [
    ticket({}),
    ticket({
      code: 'BBBB-0000-0000-0002',
      orderId: 'o2',
      email: 'part@example.com',
      paid: 5400,
      due: 10800,
      total: 16200,
      payment: 'BALANCE_DUE',
      date: '2031-04-30T09:00:00.000Z',
    }),
    ticket({
      code: 'CCCC-0000-0000-0003',
      orderId: 'o3',
      email: 'back@example.com',
      status: 'VOID',
      refunded: 15600,
      payment: 'REFUNDED',
      date: '2031-04-29T09:00:00.000Z',
    }),
  ];
  beforeEach(() => {
    getParty.mockResolvedValue(party({ id: 'p1', title: 'Summer Party!' }));
    answer(tickets());
    list.mockResolvedValue(tickets());
  });

  it('says where each order stands: paid, balance due or refunded', async () => {
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    const part = await rowOf(grid, 'part@example.com');
    expect(within(part).getByText('Balance due')).toBeInTheDocument();
    const back = await rowOf(grid, 'back@example.com');
    expect(within(back).getByText('Refunded')).toBeInTheDocument();
    expect(within(back).getByText('Void')).toBeInTheDocument();
  });

  it('exports every ticket, whatever the page shows: ISO dates and plain amounts in pounds, named after the event and the day', async () => {
    // The page shown holds one ticket; the CSV reads the whole list when asked.
    answer(tickets().slice(0, 1));
    jest.useFakeTimers({
      now: new Date('2026-11-25T12:00:00.000Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearTimeout', 'clearInterval'],
    });
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:tickets';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    await within(grid).findByText('ada@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Ticket List: Summer Party!' });
    expect(list).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
    expect(list).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(saved).toHaveLength(1));
    // jsdom's Blob has no text(); its FileReader reads on a timer.
    const reader = new FileReader();
    reader.readAsText(saved[0]);
    await waitFor(() => expect(reader.result).not.toBeNull());
    jest.useRealTimers();
    expect(names).toEqual(['summer-party-tickets-2026-11-25.csv']);
    // CRLF lines (reading as text drops the byte order mark, which ticketCsv.test.ts checks).
    expect(reader.result).toMatch(/^Ticket,[^\n]*\r\n/);
    const [header, ...lines] = (reader.result as string).trim().split(/\r?\n/);
    expect(header).toBe(
      'Ticket,Payment,Check-in,Attendee,First Name,Last Name,Payer Email,Phone number,Date,Quantity,Amount,Balance due,Refunded,Order',
    );
    expect(lines.map((line) => line.split(',').slice(1).join(','))).toEqual([
      "Paid,Not checked in,Ada Obi,Ada,Obi,ada@example.com,'+44 7700 900123,2031-05-01T10:00:00.000Z,2,156.00,0.00,0.00,EVT-7K3P9Q",
      "Balance due,Not checked in,Ada Obi,Ada,Obi,part@example.com,'+44 7700 900123,2031-04-30T09:00:00.000Z,2,54.00,108.00,0.00,EVT-7K3P9Q",
      "Refunded,Void,Ada Obi,Ada,Obi,back@example.com,'+44 7700 900123,2031-04-29T09:00:00.000Z,2,156.00,0.00,156.00,EVT-7K3P9Q",
    ]);
  });

  it('puts a column away from the Columns menu, and the CSV then leaves it out too', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:tickets';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    await within(grid).findByText('part@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const email = screen.getByRole('menuitemcheckbox', { name: 'Payer Email' });
    expect(email).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(email);
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(within(grid).queryByRole('columnheader', { name: 'Payer Email' })).not.toBeInTheDocument();
    expect(within(grid).queryByText('part@example.com')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const reader = new FileReader();
    reader.readAsText(saved[0]);
    await waitFor(() => expect(reader.result).not.toBeNull());
    const [header, first] = (reader.result as string).trim().split(/\r?\n/);
    expect(header).not.toContain('Payer Email');
    expect(first).not.toContain('ada@example.com');
  });

  it('asks the API for the search, the sort and the page, keeps them in the URL and reads them back on a reload', async () => {
    const first = renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    await within(grid).findByText('part@example.com');
    const url = () => screen.getByRole('status', { name: 'search' });
    await userEvent.type(screen.getByRole('searchbox'), 'part');
    // The grid is slow to re-render in jsdom at every key; a search starts again at the first page.
    await waitFor(() => expect(url()).toHaveTextContent('search=part'), { timeout: 5000 });
    expect(page).not.toHaveBeenCalledWith('p1', expect.objectContaining({ search: 'par' }));
    await waitFor(() => expect(page).toHaveBeenLastCalledWith('p1', { page: 1, pageSize: 25, search: 'part', sort: 'date', dir: 'desc' }));
    expect(await within(grid).findByText('part@example.com')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('back@example.com')).not.toBeInTheDocument());
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Attendee' }));
    await waitFor(() => expect(url()).toHaveTextContent('sort=attendeeName%3Aasc'), { timeout: 5000 });
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith('p1', { page: 1, pageSize: 25, search: 'part', sort: 'attendeeName', dir: 'asc' }),
    );
    // Money is worked out per order: its columns do not sort.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Amount' }));
    expect(url()).toHaveTextContent('sort=attendeeName%3Aasc');
    first.unmount();

    page.mockClear();
    renderAt(Page, '/admin/events/parties/tickets/p1?search=back&sort=attendeeName:asc');
    const again = await screen.findByRole('grid', { name: 'Ticket List' });
    expect(await within(again).findByText('back@example.com')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith('p1', { page: 1, pageSize: 25, search: 'back', sort: 'attendeeName', dir: 'asc' });
    expect(within(again).queryByText('part@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('back');
  });

  it('asks the API for the next page and keeps it in the URL', async () => {
    answer(Array.from({ length: 30 }, (_, n) => ticket({ code: `MORE-0000-0000-${String(n).padStart(4, '0')}` })));
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    await within(grid).findByText('MORE-0000-0000-0000');
    // The ticket list's footer, above the unpaid orders' own.
    await userEvent.click(screen.getAllByRole('button', { name: 'Go to next page' })[0]);
    await waitFor(() => expect(page).toHaveBeenLastCalledWith('p1', { page: 2, pageSize: 25, sort: 'date', dir: 'desc' }));
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('page=2');
    expect(await within(grid).findByText('MORE-0000-0000-0029')).toBeInTheDocument();
    expect(within(grid).queryByText('MORE-0000-0000-0000')).not.toBeInTheDocument();
  });

  it('starts a search typed on a later page at the first page, and keeps the search in the URL', async () => {
    answer(
      Array.from({ length: 30 }, (_, n) =>
        ticket({ code: `MORE-0000-0000-${String(n).padStart(4, '0')}`, email: n % 10 === 0 ? 'part@example.com' : 'back@example.com' }),
      ),
    );
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const grid = await screen.findByRole('grid', { name: 'Ticket List' });
    await within(grid).findByText('MORE-0000-0000-0000');
    await userEvent.click(screen.getAllByRole('button', { name: 'Go to next page' })[0]);
    await within(grid).findByText('MORE-0000-0000-0029');
    await userEvent.type(screen.getByRole('searchbox'), 'part');
    const url = () => screen.getByRole('status', { name: 'search' });
    await waitFor(() => expect(url()).toHaveTextContent('search=part'), { timeout: 5000 });
    expect(url()).not.toHaveTextContent('page=');
    await waitFor(() => expect(page).toHaveBeenLastCalledWith('p1', { page: 1, pageSize: 25, search: 'part', sort: 'date', dir: 'desc' }));
    expect(await within(grid).findByText('MORE-0000-0000-0020')).toBeInTheDocument();
  });

  it('leaves a sort the API cannot make, from an old address, to its default', async () => {
    renderAt(Page, '/admin/events/parties/tickets/p1?sort=paid:asc');
    await screen.findByRole('grid', { name: 'Ticket List' });
    expect(page).toHaveBeenCalledWith('p1', { page: 1, pageSize: 25 });
  });
});

it('gives the brunch party series its fixed title', async () => {
  getParty.mockResolvedValue(party({ title: 'Amala & Afrobeats Brunch' }));
  answer([]);
  renderAt(Page, '/admin/events/parties/tickets/p1');
  expect(await screen.findByRole('heading', { level: 1, name: BRUNCH_SERIES_TITLE })).toBeInTheDocument();
});

describe('unpaid orders', () => {
  beforeEach(() => {
    getParty.mockResolvedValue(party({ id: 'p1' }));
    answer([]);
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

  it('sorts the unpaid orders by a header click and pages them 25 at a time, keeping both in the URL', async () => {
    unpaid.mockResolvedValue(
      Array.from({ length: 30 }, (_, n) =>
        order({
          id: `o${n}`,
          reference: `EVT-${String(n).padStart(6, '0')}`,
          createdAt: `2031-05-01T10:${String(n).padStart(2, '0')}:00.000Z`,
        }),
      ),
    );
    renderAt(Page, '/admin/events/parties/tickets/p1');
    const section = await screen.findByRole('region', { name: 'Unpaid Orders' });
    const grid = within(section).getByRole('grid', { name: 'Unpaid Orders' });
    const references = () =>
      within(grid)
        .queryAllByText(/^EVT-0000\d\d$/)
        .map((cell) => cell.textContent);
    // Newest first, 25 of them.
    await waitFor(() => expect(references()).toHaveLength(25));
    expect(references()[0]).toBe('EVT-000029');
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Reference' }));
    expect(references().slice(0, 2)).toEqual(['EVT-000000', 'EVT-000001']);
    expect(within(grid).getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(section).getByRole('button', { name: 'Go to next page' }));
    expect(references()).toEqual(['EVT-000025', 'EVT-000026', 'EVT-000027', 'EVT-000028', 'EVT-000029']);
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('unpaidSort=reference%3Aasc&unpaidPage=2');
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
