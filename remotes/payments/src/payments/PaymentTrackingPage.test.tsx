import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { type Transaction, type TransactionPage, TransactionPageQuery } from '@shared/domain';
import { ToastHost } from '@shared/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { aTransaction } from '../testing/fixtures';
import { PaymentTrackingPage } from './PaymentTrackingPage';

/** What the address bar would show. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

/** The page as the shell mounts it, at an address: inside the router (rows link to orders) and the page's queries. */
const mountedAt =
  (address: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <TestQueries>
        <Routes>
          <Route
            path="/admin/payments"
            element={
              <>
                {children}
                <Address />
              </>
            }
          />
          <Route path="/admin/orders/:id" element={<p>order page</p>} />
        </Routes>
      </TestQueries>
    </MemoryRouter>
  );
const Mounted = mountedAt('/admin/payments');

const page = jest.spyOn(transactionApi, 'page');

beforeEach(() => {
  jest.useFakeTimers();
  page.mockReset();
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/** The API's answer to a query when `transactions` are the payments that match it: the query's page of them. */
function answer(transactions: Transaction[], query: TransactionPageQuery): TransactionPage {
  const { page: number, pageSize } = TransactionPageQuery.parse(query);
  return { data: transactions.slice((number - 1) * pageSize, number * pageSize), page: number, pageSize, total: transactions.length };
}

/** The API answers every query with its page of `transactions`, as if they all matched it. */
const serve = (transactions: Transaction[]) => page.mockImplementation(async (query = {}) => answer(transactions, query));

/** The last query the page asked the API. */
const asked = () => page.mock.lastCall?.[0];

async function renderWith(transactions: Transaction[]) {
  serve(transactions);
  render(<PaymentTrackingPage />, { wrapper: Mounted });
  await wait(800);
}

/** The payer names of the rows on the page shown. */
function shownNames(): string[] {
  const rows = within(screen.getByRole('grid', { name: 'Payments' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-id'));
  return rows.map((row) => within(row).getAllByRole('gridcell')[0].textContent ?? '');
}

/** The API's answer to what was just asked arrives. */
const answered = () => wait(0);

async function choose(filter: string, option: string) {
  await user().click(screen.getByRole('combobox', { name: filter }));
  await user().click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  await answered();
}

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => aTransaction({ id: `t${i + 1}`, payerFirstName: `Buyer${i + 1}`, payerLastName: 'Test' }));

it('shows the skeleton for 800 ms, then the first page of payments, newest first, from the API', async () => {
  serve(people(3));
  render(<PaymentTrackingPage />, { wrapper: Mounted });
  await wait(799);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  await wait(1);
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(page).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
  expect(shownNames()).toEqual(['Buyer1 Test', 'Buyer2 Test', 'Buyer3 Test']);
});

it('keeps the skeleton until the payments arrive', async () => {
  let arrive: (value: TransactionPage) => void = () => {};
  page.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  render(<PaymentTrackingPage />, { wrapper: Mounted });
  await wait(1500);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  await act(async () => arrive(answer(people(1), {})));
  expect(shownNames()).toEqual(['Buyer1 Test']);
});

it('shows every column of a payment, the amount in pounds', async () => {
  await renderWith([aTransaction({ paymentMethod: 'Paypal', status: 'PENDING', amountPaid: 123456 })]);
  const row = within(screen.getByRole('grid', { name: 'Payments' }))
    .getAllByRole('row')
    .find((r) => r.hasAttribute('data-id'))!;
  for (const text of [
    'Ada Lovelace',
    'ada@example.com',
    'Brighton Seaside Weekend',
    'Experience',
    'PayPal',
    '14 Mar 2026',
    '£1,234.56',
    'Pending',
  ]) {
    expect(row).toHaveTextContent(text);
  }
});

describe('filters', () => {
  const mixed = [
    aTransaction({
      id: 'a',
      payerFirstName: 'Exp',
      payerLastName: 'Stripe-OK',
      productType: 'Experience',
      paymentMethod: 'Stripe',
      status: 'SUCCESS',
    }),
    aTransaction({
      id: 'b',
      payerFirstName: 'Party',
      payerLastName: 'PayPal-Pending',
      productType: 'Party',
      productName: 'Rooftop Brunch',
      paymentMethod: 'Paypal',
      status: 'PENDING',
    }),
    aTransaction({
      id: 'c',
      payerFirstName: 'Merch',
      payerLastName: 'Stripe-Failed',
      productType: 'Merchandise',
      productName: 'Camo Cap',
      paymentMethod: 'Stripe',
      status: 'FAILED',
    }),
    aTransaction({
      id: 'd',
      payerFirstName: 'Party',
      payerLastName: 'Stripe-Declined',
      productType: 'Party',
      productName: 'Rooftop Brunch',
      paymentMethod: 'Stripe',
      status: 'DECLINED',
    }),
    aTransaction({ id: 'e', payerFirstName: 'Exp', payerLastName: 'Refunded', status: 'REFUNDED', refunded: 21060 }),
    aTransaction({ id: 'f', payerFirstName: 'Exp', payerLastName: 'Part-Refunded', status: 'PARTIALLY_REFUNDED', refunded: 1000 }),
  ];

  it('offers the documented options for each filter', async () => {
    await renderWith(mixed);
    const options = async (filter: string) => {
      await user().click(screen.getByRole('combobox', { name: filter }));
      const names = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      await user().keyboard('{Escape}');
      return names;
    };
    expect(await options('Status')).toEqual(['All', 'Successful', 'Pending', 'Failed', 'Refunded', 'Partially refunded']);
    expect(await options('Payment Method')).toEqual(['All', 'PayPal', 'Stripe']);
    expect(await options('Event Type')).toEqual(['All', 'Experience', 'Parties', 'Merchandise']);
  });

  it.each([
    [
      'Status',
      [
        ['Successful', { status: 'Successful' }],
        ['Failed', { status: 'Failed' }],
        ['Partially refunded', { status: 'Partially refunded' }],
      ],
    ],
    [
      'Payment Method',
      [
        ['PayPal', { method: 'Paypal' }],
        ['Stripe', { method: 'Stripe' }],
      ],
    ],
    [
      'Event Type',
      [
        ['Experience', { productType: 'Experience' }],
        ['Parties', { productType: 'Party' }],
        ['Merchandise', { productType: 'Merchandise' }],
      ],
    ],
  ] as const)(
    'each %s option asks the API for the matching payments and shows its answer, All for them all',
    async (filter, expectations) => {
      await renderWith(mixed);
      for (const [option, query] of expectations) {
        const matching = mixed.slice(0, 2);
        serve(matching);
        await choose(filter, option);
        expect(asked()).toEqual({ page: 1, pageSize: 10, ...query });
        expect(shownNames()).toEqual(['Exp Stripe-OK', 'Party PayPal-Pending']);
      }
      serve(mixed);
      await choose(filter, 'All');
      expect(asked()).toEqual({ page: 1, pageSize: 10 });
      expect(shownNames()).toHaveLength(6);
    },
  );

  it('combines the filters and says when nothing matches', async () => {
    await renderWith(mixed);
    await choose('Payment Method', 'Stripe');
    serve([]);
    await choose('Event Type', 'Parties');
    expect(asked()).toEqual({ page: 1, pageSize: 10, method: 'Stripe', productType: 'Party' });
    expect(screen.getByText('No payments match these filters.')).toBeInTheDocument();
  });

  it('asks for the words searched, the page shown meanwhile', async () => {
    await renderWith(mixed);
    serve(mixed.slice(4));
    await user().type(screen.getByRole('searchbox', { name: 'Search payments' }), ' exp ');
    await answered();
    expect(asked()).toEqual({ page: 1, pageSize: 10, search: 'exp' });
    expect(shownNames()).toEqual(['Exp Refunded', 'Exp Part-Refunded']);
  });
});

describe('pagination', () => {
  it('shows 10 a page and a button for every page number', async () => {
    await renderWith(people(115));
    const pages = within(screen.getByRole('navigation', { name: 'Payment pages' }));
    expect(pages.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(shownNames()).toHaveLength(10);
    expect(shownNames()[0]).toBe('Buyer1 Test');
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user().click(pages.getByRole('button', { name: 'Page 12' }));
    await answered();
    expect(shownNames()).toEqual(['Buyer111 Test', 'Buyer112 Test', 'Buyer113 Test', 'Buyer114 Test', 'Buyer115 Test']);
    expect(pages.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await user().click(pages.getByRole('button', { name: 'Go to previous page' }));
    await answered();
    expect(shownNames()[0]).toBe('Buyer101 Test');
  });

  it('beyond a hundred pages, shows the first, the last and the pages around the current one', async () => {
    await renderWith(people(2_000));
    const pages = within(screen.getByRole('navigation', { name: 'Payment pages' }));
    const numbers = () => pages.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '200']);

    await user().click(pages.getByRole('button', { name: 'Page 200' }));
    await answered();
    expect(asked()).toEqual({ page: 200, pageSize: 10 });
    expect(numbers()).toEqual(['1', '198', '199', '200']);
    expect(pages.getByRole('button', { name: 'Page 200' })).toHaveAttribute('aria-current', 'page');
    expect(shownNames()[0]).toBe('Buyer1991 Test');
  });

  it('goes back to the first page when a filter changes', async () => {
    await renderWith(people(25));
    const pages = () => within(screen.getByRole('navigation', { name: 'Payment pages' }));
    await user().click(pages().getByRole('button', { name: 'Page 3' }));
    expect(asked()).toEqual({ page: 3, pageSize: 10 });
    serve([aTransaction({ id: 'pp', payerFirstName: 'Pay', payerLastName: 'Pal', paymentMethod: 'Paypal' })]);
    await choose('Payment Method', 'PayPal');
    expect(asked()).toEqual({ page: 1, pageSize: 10, method: 'Paypal' });
    expect(shownNames()).toEqual(['Pay Pal']);
    expect(pages().getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(1);
  });

  it('keeps the page shown, marked as loading, until the next page arrives', async () => {
    await renderWith(people(25));
    let arrive: (value: TransactionPage) => void = () => {};
    page.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await user().click(within(screen.getByRole('navigation', { name: 'Payment pages' })).getByRole('button', { name: 'Page 2' }));
    expect(shownNames()[0]).toBe('Buyer1 Test');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => arrive(answer(people(25), { page: 2 })));
    expect(shownNames()[0]).toBe('Buyer11 Test');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the last page when the address names a page past it', async () => {
    serve(people(15));
    render(<PaymentTrackingPage />, { wrapper: mountedAt('/admin/payments?page=5') });
    await wait(800);
    expect(asked()).toEqual({ page: 2, pageSize: 10 });
    expect(shownNames()).toEqual(['Buyer11 Test', 'Buyer12 Test', 'Buyer13 Test', 'Buyer14 Test', 'Buyer15 Test']);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?page=2');
  });
});

describe('the table in the address', () => {
  const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

  it('opens with the filters, search, sort and page the address names, and asks the API for them', async () => {
    serve(people(25));
    render(<PaymentTrackingPage />, { wrapper: mountedAt('/admin/payments?method=Stripe&q=test&sort=payer&dir=desc&page=2') });
    await wait(800);
    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveTextContent('Stripe');
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue('test');
    expect(asked()).toEqual({ page: 2, pageSize: 10, method: 'Stripe', search: 'test', sort: 'payer', dir: 'desc' });
    expect(shownNames()).toHaveLength(10);
    expect(shownNames()[0]).toBe('Buyer11 Test');
    expect(within(screen.getByRole('navigation', { name: 'Payment pages' })).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('asks the API for the sort clicked, then the page, and sorts only by the columns it can', async () => {
    await renderWith(people(25));
    await user().click(screen.getByRole('columnheader', { name: 'Paid' }));
    expect(asked()).toEqual({ page: 1, pageSize: 10, sort: 'amountPaid', dir: 'asc' });
    await user().click(within(screen.getByRole('navigation', { name: 'Payment pages' })).getByRole('button', { name: 'Page 2' }));
    expect(address()).toBe('?sort=amountPaid&dir=asc&page=2');
    expect(asked()).toEqual({ page: 2, pageSize: 10, sort: 'amountPaid', dir: 'asc' });
    await user().click(screen.getByRole('columnheader', { name: 'Order total' }));
    expect(address()).toBe('?sort=amountPaid&dir=asc&page=2');
    expect(screen.getByRole('columnheader', { name: 'Paid' })).toHaveAttribute('aria-sort', 'ascending');
    // Clicked again it sorts down, a third time not at all; each sort starts from the first page.
    await user().click(screen.getByRole('columnheader', { name: 'Paid' }));
    expect(address()).toBe('?sort=amountPaid&dir=desc');
    expect(screen.getByRole('columnheader', { name: 'Paid' })).toHaveAttribute('aria-sort', 'descending');
    await user().click(screen.getByRole('columnheader', { name: 'Paid' }));
    expect(address()).toBe('');
    expect(screen.getByRole('columnheader', { name: 'Paid' })).not.toHaveAttribute('aria-sort');
  });

  it('keeps a sort clicked just before the page, while the address has not caught up yet', async () => {
    await renderWith(people(25));
    const pageTwo = within(screen.getByRole('navigation', { name: 'Payment pages' })).getByRole('button', { name: 'Page 2' });
    // Both clicks before React renders again: the router applies each address in a transition, which
    // a quick second click can beat.
    act(() => {
      fireEvent.click(screen.getByRole('columnheader', { name: 'Paid' }));
      fireEvent.click(pageTwo);
    });
    expect(address()).toBe('?sort=amountPaid&dir=asc&page=2');
  });

  it('writes a filter, the search and the page into the address, a new filter starting at page 1', async () => {
    await renderWith(people(25));
    const pages = () => within(screen.getByRole('navigation', { name: 'Payment pages' }));
    await user().click(pages().getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?page=3');
    await choose('Status', 'Successful');
    expect(address()).toBe('?status=Successful');
    await user().type(screen.getByRole('searchbox', { name: 'Search payments' }), 'buyer2');
    expect(address()).toBe('?status=Successful&q=buyer2');
    expect(asked()).toEqual({ page: 1, pageSize: 10, status: 'Successful', search: 'buyer2' });
  });
});

describe('Payment Details panel', () => {
  async function openDetails(transaction: Transaction) {
    await renderWith([transaction]);
    await user().click(screen.getByRole('gridcell', { name: `${transaction.payerFirstName} ${transaction.payerLastName}` }));
    return screen.getByRole('dialog', { name: 'Payment Details' });
  }
  const detail = (panel: HTMLElement, label: string) =>
    within(panel)
      .getAllByTestId('payment-detail')
      .find((row) => row.firstChild?.textContent === label)?.lastChild?.textContent;

  it('shows the payment with the documented labels', async () => {
    const panel = await openDetails(
      aTransaction({ paymentMethod: 'Paypal', quantity: 2, discount: 1000, roomCost: 5000, room: 'SHARED', gender: 'FEMALE' }),
    );
    expect(detail(panel, 'Name')).toBe('Ada Lovelace');
    expect(detail(panel, 'Email')).toBe('ada@example.com');
    expect(detail(panel, 'Phone Number')).toBe('447700900123');
    expect(detail(panel, 'Event')).toBe('Brighton Seaside Weekend');
    expect(detail(panel, 'Event Type')).toBe('Experience');
    expect(detail(panel, 'Payment Method')).toBe('PayPal');
    expect(detail(panel, 'Payment')).toBe('Full payment');
    expect(detail(panel, 'Quantity')).toBe('2');
    expect(detail(panel, 'Ticket Price')).toBe('£125.50');
    expect(detail(panel, 'Room')).toBe('Shared Room');
    expect(detail(panel, 'Room Cost')).toBe('£50.00');
    expect(detail(panel, 'Gender')).toBe('Female');
    expect(detail(panel, 'Discount')).toBe('£10.00');
    expect(detail(panel, 'Order Total (incl. VAT)')).toBe('£210.60');
    expect(detail(panel, 'Paid (incl. VAT)')).toBe('£210.60');
    expect(detail(panel, 'Balance (incl. VAT)')).toBe('£0.00');
    expect(within(panel).getByText('Successful')).toBeInTheDocument();

    await user().click(within(panel).getByRole('button', { name: 'Close' }));
    // The panel slides out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Details' })).not.toBeInTheDocument());
  });

  it.each([
    ['INSTALLMENT_1', 'First Instalment'],
    ['INSTALLMENT_2', 'Second Instalment'],
    ['INSTALLMENT_3', 'Third payment'],
    ['INSTALLMENT_4', 'Fourth payment'],
  ] as const)('names %s "%s"', async (installmentType, label) => {
    const panel = await openDetails(aTransaction({ installment: 'INSTALLMENT', installmentType }));
    expect(detail(panel, 'Payment')).toBe(label);
  });

  it('leaves the room out when none was booked, and names a party, a single room and a male buyer', async () => {
    let panel = await openDetails(aTransaction({ room: 'NONE', roomCost: 0 }));
    expect(detail(panel, 'Room')).toBeUndefined();
    expect(detail(panel, 'Room Cost')).toBeUndefined();
    cleanup();

    panel = await openDetails(aTransaction({ productType: 'Party', productName: 'Rooftop Brunch', room: 'SINGLE', gender: 'MALE' }));
    expect(detail(panel, 'Event Type')).toBe('Party');
    expect(detail(panel, 'Room')).toBe('Single Room');
    expect(detail(panel, 'Gender')).toBe('Male');
  });

  it('opens from the keyboard too', async () => {
    await renderWith([aTransaction()]);
    const cell = screen.getByRole('gridcell', { name: 'Ada Lovelace' });
    act(() => cell.focus());
    await user().keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Payment Details' })).toBeInTheDocument();
  });

  it('moves between cells with the arrow keys, one cell in the tab order, and opens the row reached', async () => {
    await renderWith(people(2));
    const first = screen.getByRole('gridcell', { name: 'Buyer1 Test' });
    expect(
      within(screen.getByRole('grid', { name: 'Payments' }))
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toEqual([first]);
    act(() => first.focus());
    await user().keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Buyer2 Test' })).toHaveFocus();
    await user().keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-field', 'payerEmail');
    await user().keyboard('{ArrowLeft}{ArrowUp}');
    expect(first).toHaveFocus();
    await user().keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user().keyboard('{ArrowDown}{Enter}');
    expect(within(screen.getByRole('dialog', { name: 'Payment Details' })).getByText('Buyer2 Test')).toBeInTheDocument();
  });
});

describe('orders and refunds', () => {
  const linked = aTransaction({ id: 'with', orderId: 'o1', status: 'PARTIALLY_REFUNDED', refunded: 1060 });
  const history = aTransaction({ id: 'without', payerFirstName: 'Old', payerLastName: 'History' });

  it('shows what was refunded and the status it gives the payment', async () => {
    await renderWith([linked]);
    const row = within(screen.getByRole('grid', { name: 'Payments' })).getByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByRole('gridcell', { name: '£10.60' })).toBeInTheDocument();
    expect(within(row).getByText('Partially refunded')).toBeInTheDocument();
  });

  it('links a payment to its order page; a payment without an order has no link', async () => {
    await renderWith([linked, history]);
    expect(screen.queryByRole('link', { name: 'Open the order of Old History' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the order of Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/admin/orders/o1');
    await user().click(link);
    expect(screen.getByText('order page')).toBeInTheDocument();
  });

  it('the details of a payment with an order show the refunded amount and open the order', async () => {
    await renderWith([linked]);
    await user().click(screen.getByRole('gridcell', { name: 'Ada Lovelace' }));
    const panel = screen.getByRole('dialog', { name: 'Payment Details' });
    const refunded = within(panel)
      .getAllByTestId('payment-detail')
      .find((row) => row.firstChild?.textContent === 'Refunded');
    expect(refunded?.lastChild?.textContent).toBe('£10.60');
    await user().click(within(panel).getByRole('link', { name: 'Open order' }));
    expect(screen.getByText('order page')).toBeInTheDocument();
  });
});

describe('Export, Download as CSV', () => {
  const csv = jest.spyOn(transactionApi, 'csv');
  const file = new Blob(['Name\r\n'], { type: 'text/csv' });
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    csv.mockReset();
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:payments');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  const exportCsv = async () => {
    await user().click(screen.getByRole('button', { name: 'Export' }));
    await user().click(screen.getByRole('menuitem', { name: 'Download as CSV' }));
    await answered();
  };

  it('asks the API for every payment the filters, search and sort keep, not the page, and saves its file', async () => {
    csv.mockResolvedValue(file);
    serve(people(25));
    render(<PaymentTrackingPage />, { wrapper: mountedAt('/admin/payments?status=Successful&q=buyer&sort=amountPaid&dir=asc&page=2') });
    await wait(800);
    await choose('Payment Method', 'Stripe');
    await exportCsv();
    expect(csv).toHaveBeenCalledTimes(1);
    expect(csv).toHaveBeenCalledWith({ status: 'Successful', method: 'Stripe', search: 'buyer', sort: 'amountPaid', dir: 'asc' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(saved).toEqual([{ href: 'blob:payments', download: 'payment-tracking.csv' }]);
    await wait(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:payments');
  });

  it('asks for every payment, newest first, when nothing is filtered', async () => {
    csv.mockResolvedValue(file);
    await renderWith(people(25));
    await exportCsv();
    expect(csv).toHaveBeenCalledWith({});
  });

  it('says so in a toast when the export fails, and saves nothing', async () => {
    csv.mockRejectedValue(new Error('offline'));
    await renderWith(people(3));
    render(<ToastHost />);
    await exportCsv();
    expect(await screen.findByText('Could not export the payments. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

it('says "Failed to load payment tracking data" on the page and in a toast when the payments cannot be loaded', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  page.mockRejectedValue(new Error('offline'));
  render(
    <>
      <PaymentTrackingPage />
      <ToastHost />
    </>,
    { wrapper: Mounted },
  );
  await wait(800);
  const [message, toast] = await screen.findAllByRole('alert');
  expect(message).toHaveTextContent('Failed to load payment tracking data');
  expect(toast).toHaveTextContent('Failed to load payment tracking data');
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  logged.mockRestore();
});
