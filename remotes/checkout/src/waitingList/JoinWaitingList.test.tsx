import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, waitingListApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { WAITING_LIST_MESSAGES } from '@shared/domain';
import { JoinWaitingList } from './JoinWaitingList';

const join = jest.spyOn(waitingListApi, 'join');

beforeEach(() => {
  join.mockReset().mockResolvedValue({ id: 'entry-1', position: 3 });
});

const renderForm = (maxPerOrder = 4) => render(<JoinWaitingList eventId="event-1" maxPerOrder={maxPerOrder} />, { wrapper: TestQueries });

const refusal = (status: number, message: string) => new CallFailed(status, { statusCode: status, message });

describe('JoinWaitingList', () => {
  it('joins with the e-mail and the tickets wanted, then says the place in line', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText('This event is sold out.')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4']);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.com ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tickets wanted' }), '2');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(join).toHaveBeenCalledWith('event-1', { email: 'ada@example.com', quantity: 2 });
    expect(await screen.findByTestId('waiting-list-joined')).toHaveTextContent(
      'You are number 3 on the waiting list. We will e-mail ada@example.com as soon as tickets come free.',
    );
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('marks a bad e-mail where it is, focuses it and sends nothing; typing clears it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByText('Please enter a valid email address')).toHaveAttribute('role', 'alert');
    expect(join).not.toHaveBeenCalled();
    await user.type(email, 'x');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's reason when it refuses (already waiting)", async () => {
    const user = userEvent.setup();
    join.mockRejectedValueOnce(refusal(409, WAITING_LIST_MESSAGES.alreadyWaiting));
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.alreadyWaiting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  });
});
