import { CallFailed, queueApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import type { QueueState } from '@shared/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCheckoutEvent } from '../event/checkoutEvent';
import { experience } from '../testing/fixtures';
import { QUEUE_TEXTS, QueueGate } from './QueueGate';

const queuedEvent = (changes: Partial<typeof experience> = {}) =>
  toCheckoutEvent('experiences', {
    ...experience,
    onSaleAt: null,
    useQueue: true,
    admitPerMinute: 60,
    maxPerOrder: 10,
    maxPerEmail: null,
    ...changes,
  });

const waiting = (changes: Partial<QueueState> = {}): QueueState => ({
  ticket: 'ticket-1',
  position: 42,
  admitted: false,
  waitingForOnSale: false,
  onSaleAt: null,
  estimatedWaitSeconds: 720,
  soldOut: false,
  checkAgainSeconds: 3,
  ...changes,
});

const renderGate = (event = queuedEvent()) =>
  render(
    <QueueGate event={event}>
      <button type="button">Get Ticket Now</button>
    </QueueGate>,
    { wrapper: TestQueries },
  );

let join: jest.SpyInstance;
let status: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  join = jest.spyOn(queueApi, 'join').mockResolvedValue(waiting());
  status = jest.spyOn(queueApi, 'status').mockResolvedValue(waiting());
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('shows an event without a queue its tickets at once, asking nothing', () => {
  renderGate(queuedEvent({ useQueue: false }));
  expect(screen.getByRole('button', { name: 'Get Ticket Now' })).toBeInTheDocument();
  expect(join).not.toHaveBeenCalled();
});

it('puts the visitor in line, shows their place and wait, and keeps the one ticket of this browser', async () => {
  renderGate();
  expect(await screen.findByText('Your place in line: 42')).toBeInTheDocument();
  expect(screen.getByText('Estimated wait: about 12 minutes')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get Ticket Now' })).not.toBeInTheDocument();
  expect(join).toHaveBeenCalledWith(experience.id);
  expect(window.localStorage.getItem(`evently:queue-ticket:${experience.id}`)).toBe('ticket-1');
});

it('moves on by itself: the place updates, then the tickets appear when the turn comes, with the admission kept', async () => {
  jest.useFakeTimers();
  window.localStorage.setItem(`evently:queue-ticket:${experience.id}`, 'ticket-1');
  status.mockResolvedValueOnce(waiting({ position: 3, estimatedWaitSeconds: 30 }));
  status.mockResolvedValueOnce(waiting({ position: 1, estimatedWaitSeconds: 10 }));
  status.mockResolvedValue(waiting({ position: 0, admitted: true, admissionToken: 'signed-admission', estimatedWaitSeconds: 0 }));
  renderGate();
  expect(await screen.findByText('Your place in line: 3')).toBeInTheDocument();
  expect(join).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(screen.getByText('Your place in line: 1')).toBeInTheDocument();
  expect(screen.getByText('Estimated wait: less than a minute')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(screen.getByText(QUEUE_TEXTS.yourTurn)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get Ticket Now' })).toBeInTheDocument();
  expect(window.localStorage.getItem(`evently:queue-admission:${experience.id}`)).toBe('signed-admission');
});

it('tells everyone still waiting when the event sells out', async () => {
  join.mockResolvedValue(waiting({ soldOut: true }));
  renderGate();
  expect(await screen.findByText(QUEUE_TEXTS.soldOut)).toBeInTheDocument();
});

it('before the on-sale time says the places are drawn at the start', async () => {
  join.mockResolvedValue(waiting({ waitingForOnSale: true, position: 7 }));
  renderGate(queuedEvent({ onSaleAt: new Date(Date.now() + 5 * 60_000).toISOString() }));
  expect(await screen.findByText('Your place for now: 7')).toBeInTheDocument();
  expect(screen.getByText(QUEUE_TEXTS.drawAtOnSale)).toBeInTheDocument();
});

it('opens the waiting room 15 minutes before the on-sale time, by itself', async () => {
  jest.useFakeTimers();
  renderGate(queuedEvent({ onSaleAt: new Date(Date.now() + 16 * 60_000).toISOString() }));
  // Before the room opens: the tickets part (there, the on-sale countdown) and no place asked.
  expect(screen.getByRole('button', { name: 'Get Ticket Now' })).toBeInTheDocument();
  expect(join).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(screen.getByText('Your place in line: 42')).toBeInTheDocument();
});

it('a turn that passed unused offers to join again, with a new place', async () => {
  window.localStorage.setItem(`evently:queue-ticket:${experience.id}`, 'old-ticket');
  status.mockResolvedValue(waiting({ admitted: true, position: 0 }));
  join.mockResolvedValue(waiting({ ticket: 'new-ticket', position: 80 }));
  renderGate();
  expect(await screen.findByText(QUEUE_TEXTS.turnPassed)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: QUEUE_TEXTS.joinAgain }));
  expect(await screen.findByText('Your place in line: 80')).toBeInTheDocument();
  expect(window.localStorage.getItem(`evently:queue-ticket:${experience.id}`)).toBe('new-ticket');
});

it('a ticket the queue no longer knows gets a new place', async () => {
  window.localStorage.setItem(`evently:queue-ticket:${experience.id}`, 'forgotten');
  status.mockRejectedValue(new CallFailed(404));
  renderGate();
  expect(await screen.findByText('Your place in line: 42')).toBeInTheDocument();
  expect(join).toHaveBeenCalledWith(experience.id);
});
