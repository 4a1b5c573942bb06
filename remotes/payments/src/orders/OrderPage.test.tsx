import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminOrderApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { AdminOrder } from '@shared/domain';
import { authActions } from '@shared/auth';
import { signInAs } from '@shared/auth/testing';
import { ToastHost } from '@shared/ui';
import { renderAt } from '@shared/ui/testing';
import App from '../App';
import { apiError } from '../testing/apiError';
import { anAdminOrder } from '../testing/fixtures';

const get = jest.spyOn(adminOrderApi, 'get');
const refund = jest.spyOn(adminOrderApi, 'refund');
const cancel = jest.spyOn(adminOrderApi, 'cancel');
const resend = jest.spyOn(adminOrderApi, 'resend');
const updateBuyer = jest.spyOn(adminOrderApi, 'updateBuyer');
const renameAttendee = jest.spyOn(adminOrderApi, 'renameAttendee');

// MUI dialogs and tables render slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  for (const call of [get, refund, cancel, resend, updateBuyer, renameAttendee]) call.mockReset();
});

const Area = () => (
  <TestQueries>
    <App />
    <ToastHost />
  </TestQueries>
);

async function openOrder(order: AdminOrder = anAdminOrder()) {
  get.mockResolvedValue(order);
  renderAt(Area, `/admin/orders/${order.id}`);
  await screen.findByRole('heading', { level: 1, name: `Order ${order.reference}` });
}

const section = (name: string) => screen.getByRole('region', { name });
/** The text of each body row of a section's table. */
const rowsOf = (name: string) =>
  within(section(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const detail = (label: string) =>
  within(section('Order summary'))
    .getAllByTestId('order-detail')
    .find((row) => row.firstChild?.textContent === label)?.lastChild?.textContent;

async function startAction(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog');
}

async function fill(dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

it('shows the buyer, the event, the money, the tickets, the schedule, the payments, the refunds and the e-mails', async () => {
  await openOrder();
  expect(get).toHaveBeenCalledWith(anAdminOrder().id);
  expect(screen.getByText('Partially paid')).toBeInTheDocument();
  expect(detail('Buyer')).toBe('Ada Lovelace');
  expect(detail('Email')).toBe('ada@example.com');
  expect(detail('Phone Number')).toBe('447700900123');
  expect(detail('Event Type')).toBe('Party');
  expect(detail('Tickets')).toBe('2');
  expect(detail('Payment')).toBe('Deposit and instalments');
  expect(detail('Total (incl. VAT)')).toBe('£156.00');
  expect(detail('Paid (incl. VAT)')).toBe('£78.00');
  expect(detail('Balance (incl. VAT)')).toBe('£78.00');
  expect(detail('Refunded')).toBe('£0.00');
  expect(detail('Refundable')).toBe('£78.00');
  expect(detail('Cancelled')).toBeUndefined();
  expect(within(section('Order summary')).getByRole('link', { name: 'All White Yacht Party' })).toHaveAttribute(
    'href',
    `/admin/events/parties/tickets/${anAdminOrder().eventId}`,
  );
  expect(rowsOf('Tickets')).toEqual([
    ['7K3M-Q9TX-2HDR-5WNA', 'Ada Lovelace', 'Valid', '-'],
    ['B4PZ-8RJC-6MXE-1KTV', 'Ada Lovelace', 'Checked in', '1 Jun 2031, 19:02 UTC'],
  ]);
  expect(rowsOf('Instalment schedule')).toEqual([
    ['Second Instalment', '£39.00', '18 May 2031', '10 May 2031, 09:00 UTC'],
    ['Third payment', '£39.00', '18 May 2031', 'Not yet'],
    ['Fourth payment', '£39.00', '18 May 2031', 'Not yet'],
  ]);
  expect(rowsOf('Payments')).toEqual([
    ['1 May 2031, 10:02 UTC', 'First Instalment', 'Stripe (test)', '£39.00', '£0.00', 'Paid'],
    ['10 May 2031, 09:00 UTC', 'Second Instalment', 'Stripe (test)', '£39.00', '£0.00', 'Paid'],
  ]);
  expect(within(section('Refunds')).getByText('Nothing refunded.')).toBeInTheDocument();
  expect(rowsOf('E-mails')).toEqual([['Tickets', '1 May 2031, 10:02 UTC', 'Sent', '1 May 2031, 10:03 UTC']]);
});

it('shows a cancelled order with its refunds and void tickets, and offers no action that no longer applies', async () => {
  await openOrder(
    anAdminOrder({
      status: 'CANCELLED',
      cancelledAt: '2031-05-12T08:00:00.000Z',
      cancelReason: 'Event moved',
      refunded: 7800,
      refundable: 0,
      tickets: [{ code: '7K3M-Q9TX-2HDR-5WNA', attendeeName: 'Ada Lovelace', status: 'VOID', checkedInAt: null }],
      refunds: [
        {
          id: 'r1',
          amount: 1200,
          reason: 'Late',
          status: 'SUCCEEDED',
          source: 'ADMIN',
          failure: null,
          createdAt: '2031-05-11T08:00:00.000Z',
        },
        {
          id: 'r2',
          amount: 6600,
          reason: 'Event moved',
          status: 'FAILED',
          source: 'BUYER',
          failure: 'Card closed',
          createdAt: '2031-05-12T08:00:00.000Z',
        },
      ],
    }),
  );
  // The status chip and the summary's line.
  expect(screen.getAllByText('Cancelled')).toHaveLength(2);
  expect(detail('Cancelled')).toBe('12 May 2031, 08:00 UTC');
  expect(detail('Cancel Reason')).toBe('Event moved');
  expect(rowsOf('Tickets')).toEqual([['7K3M-Q9TX-2HDR-5WNA', 'Ada Lovelace', 'Void', '-']]);
  expect(rowsOf('Refunds')).toEqual([
    ['11 May 2031, 08:00 UTC', '£12.00', 'Late', 'Back office', 'Refunded'],
    ['12 May 2031, 08:00 UTC', '£66.00', 'Event moved', 'Buyer cancelled', 'Failed Card closed'],
  ]);
  for (const action of ['Refund', 'Cancel order', 'Resend tickets']) {
    expect(screen.getByRole('button', { name: action })).toBeDisabled();
  }
  // The record can still be corrected.
  expect(screen.getByRole('button', { name: 'Change buyer' })).toBeEnabled();
});

it('an unpaid order can be neither cancelled nor sent its tickets', async () => {
  await openOrder(anAdminOrder({ status: 'PENDING', paid: 0, refundable: 0, tickets: [], payments: [], schedule: [], emails: [] }));
  expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
  for (const action of ['Refund', 'Cancel order', 'Resend tickets']) {
    expect(screen.getByRole('button', { name: action })).toBeDisabled();
  }
  expect(within(section('Tickets')).getByText('No tickets issued yet.')).toBeInTheDocument();
});

it('says why an order cannot be shown, in the API words, with Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  get.mockRejectedValueOnce(apiError(404, 'No order EVT-NOPE00.')).mockResolvedValueOnce(anAdminOrder());
  renderAt(Area, '/admin/orders/nope');
  expect(await screen.findByText('No order EVT-NOPE00.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Order EVT-7K3P9Q' })).toBeInTheDocument();
});

describe('Refund', () => {
  it('asks exactly what will happen, refunds the pounds typed as pence with the reason, then says so and shows the order again', async () => {
    await openOrder();
    const dialog = await startAction('Refund');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('78.00');
    await fill(dialog, 'Amount', '12');
    await fill(dialog, 'Reason', 'One guest could not come');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(refund).not.toHaveBeenCalled();
    expect(dialog).toHaveAccessibleDescription('Refund £12.00 to ada@example.com? They will get an e-mail receipt.');

    refund.mockResolvedValue({ id: 'r1', amount: 1200, status: 'SUCCEEDED' });
    get.mockResolvedValue(anAdminOrder({ refunded: 1200, refundable: 6600 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund £12.00' }));
    expect(refund).toHaveBeenCalledWith(anAdminOrder().id, { amount: 1200, reason: 'One guest could not come' });
    expect(await screen.findByText('Refunded £12.00 to ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(detail('Refundable')).toBe('£66.00'));
  });

  it('checks the amount and the reason before asking, and never more than is refundable', async () => {
    await openOrder();
    const dialog = await startAction('Refund');
    await fill(dialog, 'Amount', '78.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('At most £78.00 can be refunded.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    await fill(dialog, 'Amount', '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please enter an amount in pounds, such as 12.50.')).toBeInTheDocument();
    await fill(dialog, 'Amount', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The amount must be more than zero.')).toBeInTheDocument();
    expect(refund).not.toHaveBeenCalled();
  });

  it('says that refunding everything cancels the order too', async () => {
    await openOrder();
    const dialog = await startAction('Refund');
    await fill(dialog, 'Reason', 'Double booking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveAccessibleDescription(
      'Refund £78.00 to ada@example.com? That is everything paid still refundable, so order EVT-7K3P9Q is cancelled too. ' +
        'Its 2 tickets stop working and go back on sale. They will get an e-mail receipt.',
    );
  });

  it("shows the API's reason in the dialog and lets the admin go back and change the amount", async () => {
    await openOrder();
    const dialog = await startAction('Refund');
    await fill(dialog, 'Amount', '50');
    await fill(dialog, 'Reason', 'Partial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    refund.mockRejectedValueOnce(apiError(409, 'Only £20.00 of this order can still be refunded.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund £50.00' }));
    expect(await within(dialog).findByText('Only £20.00 of this order can still be refunded.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Partial');
  });
});

it('Cancel order: a reason, optionally a refund of everything refundable, the question, then the cancellation', async () => {
  await openOrder();
  const dialog = await startAction('Cancel order');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
  await fill(dialog, 'Reason', 'Event moved');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also refund £78.00, everything still refundable' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(dialog).toHaveAccessibleDescription(
    'Cancel order EVT-7K3P9Q? Its 2 tickets stop working and go back on sale, and no more instalment reminders are sent. ' +
      '£78.00 is refunded to ada@example.com. ada@example.com will get an e-mail saying so.',
  );
  cancel.mockResolvedValue({
    status: 'CANCELLED',
    reference: 'EVT-7K3P9Q',
    refunded: 7800,
    refund: { id: 'r1', amount: 7800, status: 'SUCCEEDED' },
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(cancel).toHaveBeenCalledWith(anAdminOrder().id, { reason: 'Event moved', refund: true });
  expect(await screen.findByText('Order EVT-7K3P9Q cancelled and £78.00 refunded.')).toBeInTheDocument();
});

it('Resend tickets: the question, then the tickets are queued again', async () => {
  await openOrder();
  const dialog = await startAction('Resend tickets');
  expect(dialog).toHaveAccessibleDescription('E-mail the 2 tickets of order EVT-7K3P9Q to ada@example.com again?');
  resend.mockResolvedValue();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resend tickets' }));
  expect(resend).toHaveBeenCalledWith(anAdminOrder().id);
  expect(await screen.findByText('The tickets are on their way to ada@example.com.')).toBeInTheDocument();
});

it('Change buyer: checked like the checkout, asked, saved; the page shows the buyer the API answers', async () => {
  await openOrder();
  const dialog = await startAction('Change buyer');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText('Nothing to save: these are the details the order has.')).toBeInTheDocument();
  await fill(dialog, 'Email', 'not-an-email');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  await fill(dialog, 'Email', 'ada.byron@example.com');
  await fill(dialog, 'Last name', 'Byron');
  await fill(dialog, 'Phone number', '+44 7700 900999');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(dialog).toHaveAccessibleDescription(
    'Change the buyer of order EVT-7K3P9Q to Ada Byron, ada.byron@example.com, phone 447700900999? ' +
      'The tickets are renamed and sent again to ada.byron@example.com, and booking links already e-mailed stop working. ' +
      'ada@example.com gets no more e-mails about this order.',
  );
  const buyer = { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.com', phoneNumber: '447700900999' };
  updateBuyer.mockResolvedValue(anAdminOrder({ ...buyer, email: buyer.email }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change buyer' }));
  expect(updateBuyer).toHaveBeenCalledWith(anAdminOrder().id, buyer);
  expect(await screen.findByText('Buyer changed; the tickets are on their way to ada.byron@example.com.')).toBeInTheDocument();
  expect(detail('Email')).toBe('ada.byron@example.com');
  expect(detail('Buyer')).toBe('Ada Byron');
});

describe('Rename an attendee', () => {
  const renameButton = (code: string) => screen.queryByRole('button', { name: `Rename the attendee of ticket ${code}` });
  const [valid, checkedIn] = anAdminOrder().tickets;

  beforeEach(() => signInAs('FINANCE'));
  afterEach(() => authActions.logout());

  it('a ticket that can still be used: checked like the checkout, asked, issued again; the toast and the table show the new code', async () => {
    await openOrder();
    expect(renameButton(checkedIn.code)).not.toBeInTheDocument();
    await userEvent.click(renameButton(valid.code)!);
    const dialog = screen.getByRole('dialog', { name: `Rename the attendee of ticket ${valid.code}` });
    expect(within(dialog).getByRole('textbox', { name: 'Attendee name' })).toHaveValue('Ada Lovelace');

    await fill(dialog, 'Attendee name', ' ');
    await fill(dialog, 'Attendee email (optional)', 'mary@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText("Please enter each attendee's name.")).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address for the attendee, or leave it empty.')).toBeInTheDocument();

    await fill(dialog, 'Attendee name', 'Mary Somerville');
    await fill(dialog, 'Attendee email (optional)', 'mary@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveAccessibleDescription(
      `Rename the attendee of ticket ${valid.code} (order EVT-7K3P9Q) to Mary Somerville? ` +
        `The ticket is issued again under a new code, and ${valid.code} no longer gets anyone in. ` +
        'The tickets are sent again to ada@example.com, and the new ticket to mary@example.com.',
    );
    const reissued = { ...valid, code: 'N3WC-0D3X-7PLM-4QRS', attendeeName: 'Mary Somerville' };
    renameAttendee.mockResolvedValue(anAdminOrder({ tickets: [reissued, checkedIn] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(renameAttendee).toHaveBeenCalledWith(anAdminOrder().id, valid.code, {
      attendeeName: 'Mary Somerville',
      attendeeEmail: 'mary@example.com',
    });
    expect(await screen.findByText('Ticket issued again to Mary Somerville: its new code is N3WC-0D3X-7PLM-4QRS.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowsOf('Tickets')[0].slice(0, 3)).toEqual(['N3WC-0D3X-7PLM-4QRS', 'Mary Somerville', 'Valid']);
  });

  it('without an e-mail the attendee gets none of their own; a refusal (the event started) is said in the dialog', async () => {
    await openOrder();
    await userEvent.click(renameButton(valid.code)!);
    const dialog = screen.getByRole('dialog');
    await fill(dialog, 'Attendee name', 'Mary Somerville');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveAccessibleDescription(/ no longer gets anyone in\. The tickets are sent again to ada@example\.com\.$/);
    renameAttendee.mockRejectedValueOnce(apiError(409, 'Attendees can be renamed until the event starts.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Attendees can be renamed until the event starts.')).toBeInTheDocument();
    expect(renameAttendee).toHaveBeenCalledWith(anAdminOrder().id, valid.code, { attendeeName: 'Mary Somerville', attendeeEmail: null });
  });

  it('is not offered on a void ticket', async () => {
    await openOrder(anAdminOrder({ status: 'CANCELLED', tickets: [{ ...valid, status: 'VOID' }] }));
    expect(renameButton(valid.code)).not.toBeInTheDocument();
  });

  it('is not offered to a role that cannot change orders', async () => {
    signInAs('CHECK_IN');
    await openOrder();
    expect(renameButton(valid.code)).not.toBeInTheDocument();
    expect(within(section('Tickets')).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
