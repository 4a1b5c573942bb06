import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, partyApi, waitingListApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { signInAs } from '@shared/auth/testing';
import { WAITING_LIST_MESSAGES, type WaitingListEntry } from '@shared/domain';
import { renderAt } from '@shared/ui/testing';
import { toast } from 'react-toastify';
import { Route, Routes } from 'react-router-dom';
import { party } from '../testing/events';
import { WaitingListPage } from './WaitingListPage';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const list = jest.spyOn(waitingListApi, 'list');
const offerNow = jest.spyOn(waitingListApi, 'offerNow');
const remove = jest.spyOn(waitingListApi, 'remove');

const entry = (overrides: Partial<WaitingListEntry>): WaitingListEntry => ({
  id: 'w1',
  position: 1,
  email: 'ada@example.com',
  quantity: 2,
  status: 'WAITING',
  createdAt: '2031-05-01T10:05:00.000Z',
  offeredAt: null,
  offerExpiresAt: null,
  ...overrides,
});

const entries = [
  entry({}),
  entry({ id: 'w2', position: 2, email: 'bo@example.com', quantity: 1, createdAt: '2031-05-01T10:06:00.000Z' }),
  entry({
    id: 'w3',
    position: null,
    email: 'cy@example.com',
    status: 'OFFERED',
    createdAt: '2031-05-01T10:07:00.000Z',
    offeredAt: '2031-05-02T09:00:00.000Z',
    offerExpiresAt: '2031-05-02T09:30:00.000Z',
  }),
];

function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route path="/admin/events/parties/waiting-list/:id" element={<WaitingListPage kind="parties" />} />
      </Routes>
    </TestQueries>
  );
}

const refusal = (status: number, message: string) => new CallFailed(status, { message });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('OWNER');
  jest.spyOn(partyApi, 'get').mockResolvedValue(party({ id: 'p1' }));
  list.mockResolvedValue(entries);
});

it('lists the waiting list in order: position, e-mail, quantity, status and the offer times', async () => {
  renderAt(Page, '/admin/events/parties/waiting-list/p1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Waiting List: All White Yacht Party' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith('p1');
  const grid = screen.getByRole('grid', { name: 'Waiting List' });
  for (const header of ['Position', 'Email', 'Quantity', 'Status', 'Joined', 'Offered', 'Offer Expires', 'Actions']) {
    expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const first = await rowOf('ada@example.com');
  expect(within(first).getByText('Waiting')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Offer now to ada@example.com' })).toBeInTheDocument();
  const offered = await rowOf('cy@example.com');
  expect(within(offered).getByText('Offered')).toBeInTheDocument();
  expect(within(offered).getByText('Friday, 2 May 2031, 09:30 UTC')).toBeInTheDocument();
  expect(within(offered).queryByRole('button', { name: /Offer now/ })).not.toBeInTheDocument();
  expect(within(offered).getByRole('button', { name: 'Remove cy@example.com' })).toBeInTheDocument();
  expect(screen.getByText(/^2 people are waiting\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/events/parties/preview/p1');
});

it('Offer now asks first, offers, toasts and reloads the list; a refusal is shown in the dialog', async () => {
  const user = userEvent.setup();
  offerNow.mockRejectedValueOnce(refusal(409, WAITING_LIST_MESSAGES.offerDoesNotFit(1, 0)));
  offerNow.mockResolvedValueOnce(entry({ id: 'w2', status: 'OFFERED' }));
  renderAt(Page, '/admin/events/parties/waiting-list/p1');
  await user.click(within(await rowOf('bo@example.com')).getByRole('button', { name: 'Offer now to bo@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Offer tickets now' });
  expect(dialog).toHaveTextContent('Offer 1 ticket to bo@example.com now, ahead of anyone before them?');
  await user.click(within(dialog).getByRole('button', { name: 'Offer now' }));
  expect(await within(dialog).findByText('Only 0 tickets are free: this entry wants 1.')).toBeInTheDocument();
  expect(offerNow).toHaveBeenCalledWith('w2');
  await user.click(within(dialog).getByRole('button', { name: 'Offer now' }));
  expect(toast.success).toHaveBeenCalledWith('Tickets offered to bo@example.com');
  expect(list).toHaveBeenCalledTimes(2);
});

it('Remove asks, saying an open offer ends, and removes', async () => {
  const user = userEvent.setup();
  remove.mockResolvedValue(entry({ id: 'w3', status: 'REMOVED' }));
  renderAt(Page, '/admin/events/parties/waiting-list/p1');
  await user.click(within(await rowOf('cy@example.com')).getByRole('button', { name: 'Remove cy@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove from the waiting list' });
  expect(dialog).toHaveTextContent('Remove cy@example.com from the waiting list? Their open offer ends and its tickets go back on sale.');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(remove).toHaveBeenCalledWith('w3');
  expect(toast.success).toHaveBeenCalledWith('cy@example.com removed from the waiting list');
});

it('finance sees the list without the actions', async () => {
  signInAs('FINANCE');
  renderAt(Page, '/admin/events/parties/waiting-list/p1');
  expect(await rowOf('ada@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Offer now/ })).not.toBeInTheDocument();
});
