// A waiting-list claim link (docs/product-rules.md#waiting-list) through the check-out and the
// confirmation: the tickets held for this person, until when, and the order made for them.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, experienceApi, orderApi, transactionApi, waitingListApi } from '@shared/api';
import { fetchSiteInfo } from '@shared/api/early';
import { WAITING_LIST_MESSAGES } from '@shared/domain';
import { CheckOutPage } from '../checkOut/CheckOutPage';
import { ConfirmationPage } from '../confirmation/ConfirmationPage';
import { experience } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';

jest.mock('@shared/api/early', () => ({ fetchSiteInfo: jest.fn() }));
const soldOut = { ...experience, capacity: 10, ticketsSold: 8, ticketsLeft: 0 };
const offer = jest.spyOn(waitingListApi, 'offer');
const create = jest.spyOn(orderApi, 'create');
const held = { eventId: experience.id, email: 'next@example.com', quantity: 2, offerExpiresAt: '2027-05-01T10:30:00.000Z' };

// MUI's fields with 250 country options render slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(experienceApi, 'get').mockResolvedValue(soldOut);
  jest.spyOn(transactionApi, 'paidUsers').mockResolvedValue({ count: 8 });
  jest.spyOn(orderApi, 'card').mockResolvedValue({ redirectUrl: '/api/sandbox/pay-1' });
  (fetchSiteInfo as jest.Mock).mockResolvedValue(undefined);
  offer.mockReset().mockResolvedValue(held);
  create.mockReset().mockResolvedValue({ id: 'order-1', reference: 'EVT-7K3P9Q' });
});

const openCheckOut = (search: string) =>
  renderRoute(`/experiences/check-out?event=${experience.id}${search}`, '/experiences/check-out', <CheckOutPage kind="experiences" />, {
    event: soldOut,
  });

describe('a claim link', () => {
  it('a sold-out event without one offers the waiting list', async () => {
    openCheckOut('');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Ticket Now' })).toBeDisabled();
    expect(offer).not.toHaveBeenCalled();
  });

  it('shows the tickets held until the deadline in the event zone, up to the offer, and carries the claim on', async () => {
    const user = userEvent.setup();
    openCheckOut('&claim=secret-token');
    expect(await screen.findByTestId('claim-held')).toHaveTextContent(
      '2 tickets are held for you (next@example.com) until Saturday, 1 May 2027, 11:30 AM (WAT).',
    );
    expect(offer).toHaveBeenCalledWith('secret-token');
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get Ticket Now' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(`/experiences/confirmation?event=${experience.id}&claim=secret-token`);
  });

  it('a link that has run out says so, and the waiting list is offered again', async () => {
    offer.mockRejectedValue(new CallFailed(404, { message: WAITING_LIST_MESSAGES.offerGone }));
    openCheckOut('&claim=old-token');
    expect(await screen.findByTestId('claim-gone')).toHaveTextContent(WAITING_LIST_MESSAGES.offerGone);
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  });

  it("on the confirmation, the e-mail is the offer's and the order carries the claim", async () => {
    const u = userEvent.setup({ delay: null });
    renderRoute(
      `/experiences/confirmation?event=${experience.id}&claim=secret-token`,
      '/experiences/confirmation',
      <ConfirmationPage kind="experiences" />,
      { event: soldOut, quantity: 2 },
    );
    expect(await screen.findByTestId('claim-held')).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('next@example.com');
    expect(email).toHaveAttribute('readonly');
    const contact = {
      'First name': 'Ada',
      'Last name': 'Obi',
      'Phone number': '07400 123456',
      Address: '1 Analytical Row',
      'Attendee 2 name': 'Tom Obi',
    };
    for (const [name, value] of Object.entries(contact))
      fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`)), { target: { value } });
    const choose = async (group: string, option: string) =>
      u.click(within(screen.getByText(group).closest('fieldset')!).getByLabelText(new RegExp(`^${option}`)));
    await choose('Gender', 'Female');
    await choose('Room', '2 people shared');
    await u.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'next@example.com',
        items: [{ experienceId: experience.id, quantity: 2 }],
        waitingListClaim: 'secret-token',
      }),
    );
  });
});
