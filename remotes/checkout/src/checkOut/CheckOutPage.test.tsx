import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { experienceApi, partyApi, queueApi, transactionApi } from '@shared/api';
import { fetchSiteInfo } from '@shared/api/early';
import type { Experience, Party } from '@shared/domain';
import { checkoutStore } from '../event/checkoutStore';
import { MISSING_EVENT_REDIRECT_MS } from '../event/LoadingCheckout';
import { experience, party } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import { CheckOutPage } from './CheckOutPage';

jest.mock('@shared/api/early', () => ({ fetchSiteInfo: jest.fn() }));
const siteInfo = fetchSiteInfo as jest.MockedFunction<typeof fetchSiteInfo>;
const getExperience = jest.spyOn(experienceApi, 'get');
const getParty = jest.spyOn(partyApi, 'get');
const paidUsers = jest.spyOn(transactionApi, 'paidUsers');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getExperience.mockReset().mockResolvedValue(experience);
  getParty.mockReset().mockResolvedValue(party);
  paidUsers.mockReset().mockResolvedValue({ count: 3 });
  siteInfo.mockReset().mockResolvedValue(undefined);
});

function openExperience(wire: Experience = experience, withState = true) {
  getExperience.mockResolvedValue(wire);
  return renderRoute(
    `/experiences/check-out?event=${wire.id}`,
    '/experiences/check-out',
    <CheckOutPage kind="experiences" />,
    withState ? { event: wire } : undefined,
  );
}

function openParty(wire: Party = party) {
  getParty.mockResolvedValue(wire);
  return renderRoute(`/parties/check-out?event=${wire.id}`, '/parties/check-out', <CheckOutPage kind="parties" />, { event: wire });
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const quantity = () => screen.getByTestId('quantity');

describe('check-out page', () => {
  it('shows the event: header and deadline notice, gallery of 3, details, packages and the bought count', async () => {
    openExperience();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Secure Your Order & Checkout');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(
      screen.getByText('Drop 25% of the total payment today and make other instalments on/before 30th April, 2027'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Brighton Seaside Weekend (image 1 of 3)',
      'Brighton Seaside Weekend (image 2 of 3)',
      'Brighton Seaside Weekend (image 3 of 3)',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Brighton Seaside Weekend');
    expect(screen.getByText('12 Harbour Road, Brighton')).toBeInTheDocument();
    // The spec's 'Ticket: £price' with the VAT-inclusive price beside it.
    expect(screen.getByTestId('ticket-price')).toHaveTextContent('Ticket: £125.50 (£150.60 incl. VAT)');
    expect(screen.getByText('Friday, 14 May 2027, 6:30 PM (WAT)')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Package' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('3 people have bought this ticket')).toBeInTheDocument();
    expect(paidUsers).toHaveBeenCalledWith({ productType: 'Experience', productId: experience.id });
  });

  it('says "1 person" for one ticket bought, and shows nothing when the count fails', async () => {
    paidUsers.mockResolvedValueOnce({ count: 1 });
    const { unmount } = openExperience();
    expect(await screen.findByText('1 person has bought this ticket')).toBeInTheDocument();
    unmount();
    paidUsers.mockRejectedValueOnce(new Error('offline'));
    openExperience();
    await act(async () => {});
    expect(screen.queryByTestId('bought-count')).not.toBeInTheDocument();
  });

  it('keeps the quantity between 1 and the tickets left, with sub total and a stack of at most 5 tickets', async () => {
    const user = userEvent.setup();
    openExperience({ ...experience, capacity: 10, ticketsSold: 3, ticketsLeft: 7 });
    await act(async () => {});
    expect(quantity()).toHaveTextContent('1');
    expect(minus()).toBeDisabled();
    expect(screen.getByTestId('sub-total')).toHaveTextContent('£125.50');
    for (let i = 0; i < 10; i++) if (!plus().hasAttribute('disabled')) await user.click(plus());
    expect(quantity()).toHaveTextContent('7');
    expect(plus()).toBeDisabled();
    expect(screen.getByText('Only 7 tickets left')).toBeInTheDocument();
    expect(screen.getByTestId('sub-total')).toHaveTextContent('£878.50');
    expect(screen.getAllByTestId('stacked-ticket')).toHaveLength(5);
    await user.click(minus());
    expect(quantity()).toHaveTextContent('6');
    // No discount, no 'Discount £0.00' line.
    expect(screen.queryByTestId('discount')).not.toBeInTheDocument();
  });

  it('offers no more tickets than one buyer may hold, whatever is left', async () => {
    const user = userEvent.setup();
    siteInfo.mockResolvedValue({ paymentsMode: 'live', maxTicketsPerBuyer: 4 });
    openExperience({ ...experience, capacity: 50, ticketsSold: 0, ticketsLeft: 50 });
    await act(async () => {});
    for (let i = 0; i < 10; i++) if (!plus().hasAttribute('disabled')) await user.click(plus());
    expect(quantity()).toHaveTextContent('4');
    expect(plus()).toBeDisabled();
  });

  it("stops at the event's limit per order, and says so under the quantity when fewer than are left", async () => {
    const user = userEvent.setup();
    const { unmount } = openExperience({ ...experience, ticketsLeft: 48, maxPerOrder: 4 });
    await act(async () => {});
    for (let i = 0; i < 10; i++) if (!plus().hasAttribute('disabled')) await user.click(plus());
    expect(quantity()).toHaveTextContent('4');
    expect(plus()).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveAccessibleDescription('At most 4 tickets per order');
    unmount();

    // Fewer left than the limit: what is left is the limit, and the note goes.
    openExperience({ ...experience, ticketsLeft: 3, maxPerOrder: 4 });
    await act(async () => {});
    for (let i = 0; i < 10; i++) if (!plus().hasAttribute('disabled')) await user.click(plus());
    expect(quantity()).toHaveTextContent('3');
    expect(screen.queryByText(/^At most/)).not.toBeInTheDocument();
  });

  it('stops at the limit per e-mail address when it is below the limit per order', async () => {
    const user = userEvent.setup();
    openExperience({ ...experience, maxPerOrder: 10, maxPerEmail: 2 });
    await act(async () => {});
    for (let i = 0; i < 5; i++) if (!plus().hasAttribute('disabled')) await user.click(plus());
    expect(quantity()).toHaveTextContent('2');
    expect(screen.getByText('At most 2 tickets per e-mail address')).toBeInTheDocument();
  });

  describe('before the on-sale time', () => {
    // Ten seconds before 9:00 AM in Lagos (WAT) on 1 March 2027.
    const onSaleAt = '2027-03-01T08:00:00.000Z';
    beforeEach(() => {
      jest.useFakeTimers();
      jest.setSystemTime(new Date('2027-03-01T07:59:50.000Z'));
    });
    afterEach(() => jest.useRealTimers());

    it('counts down instead of Get Ticket Now, with no bar on a phone; the button comes when the time does', async () => {
      openExperience({ ...experience, onSaleAt });
      await act(async () => {});
      expect(screen.getByText('On sale Monday, 1 March 2027, 9:00 AM (WAT)')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('00h 00m 10s');
      expect(screen.queryByRole('button', { name: 'Get Ticket Now' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('sticky-action-bar')).not.toBeInTheDocument();
      // The tickets can be chosen already.
      expect(quantity()).toHaveTextContent('1');
      act(() => jest.advanceTimersByTime(4000));
      expect(screen.getByRole('timer')).toHaveTextContent('00h 00m 06s');
      act(() => jest.advanceTimersByTime(6000));
      expect(screen.getByRole('button', { name: 'Get Ticket Now' })).toBeEnabled();
      expect(screen.getByTestId('sticky-action-bar')).toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });

    it('counts down the same for an event sold through a queue, whose waiting room is open by then', async () => {
      const join = jest.spyOn(queueApi, 'join').mockResolvedValue({
        ticket: 'ticket-1',
        position: 12,
        admitted: false,
        waitingForOnSale: true,
        onSaleAt,
        estimatedWaitSeconds: 22,
        soldOut: false,
        checkAgainSeconds: 3,
      });
      openParty({ ...party, onSaleAt, useQueue: true });
      await act(async () => {});
      expect(screen.getByTestId('waiting-room')).toHaveTextContent('Your place for now: 12');
      expect(screen.getByText('On sale Monday, 1 March 2027, 9:00 AM (WAT)')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Get Ticket Now' })).not.toBeInTheDocument();
      expect(join).toHaveBeenCalledWith(party.id);
      join.mockRestore();
    });
  });

  it('a sold-out event cannot be booked: it offers its waiting list instead', async () => {
    openExperience({ ...experience, capacity: 4, ticketsSold: 2, ticketsLeft: 0 });
    await act(async () => {});
    expect(screen.getByText('This event is sold out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(screen.queryByTestId('quantity')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Ticket Now' })).toBeDisabled();
  });

  it('a party shows its discount badge and discount, and cuts its description at 120 characters with the full text on focus', async () => {
    const user = userEvent.setup();
    openParty();
    await act(async () => {});
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('Discount of £5.00 for Female');
    await user.click(plus());
    expect(screen.getByTestId('discount')).toHaveTextContent('-£10.00');
    expect(screen.getByText('Discount (Female)')).toBeInTheDocument();
    const description = screen.getByTestId('description');
    expect(description.textContent).toBe(`${party.description.slice(0, 120).trimEnd()}...`);
    act(() => description.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(party.description);
    expect(screen.getByRole('button', { name: 'Explore Other Parties' })).toBeInTheDocument();
  });

  it('Get Ticket Now goes to the confirmation of the event with the quantity; Explore goes to the list', async () => {
    const user = userEvent.setup();
    const { unmount } = openExperience();
    await act(async () => {});
    await user.click(plus());
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Get Ticket Now' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(`/experiences/confirmation?event=${experience.id}`);
    expect(checkoutStore.get('experiences', experience.id)?.quantity).toBe(3);
    unmount();

    openExperience();
    await user.click(screen.getByRole('button', { name: 'Explore Other Experiences' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/experiences$/);
  });

  it('a deep link without navigation state loads the event from the API and keeps the chosen quantity on reload', async () => {
    checkoutStore.setEvent('experiences', experience);
    checkoutStore.update('experiences', experience.id, { quantity: 4 });
    sessionStorage.setItem(
      'checkoutDetails',
      JSON.stringify({ ...JSON.parse(sessionStorage.getItem('checkoutDetails')!), event: { ...experience, title: 'stale' } }),
    );
    openExperience(experience, false);
    expect(await screen.findByRole('heading', { level: 2, name: 'Brighton Seaside Weekend' })).toBeInTheDocument();
    expect(getExperience).toHaveBeenCalledWith(experience.id);
    expect(quantity()).toHaveTextContent('4');
  });

  it('a deep link loads while showing "Loading checkout details"', async () => {
    let answer!: (e: Experience) => void;
    getExperience.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderRoute(`/experiences/check-out?event=${experience.id}`, '/experiences/check-out', <CheckOutPage kind="experiences" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout details');
    await act(async () => answer(experience));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(experience.title);
  });

  it('with no event at all, says "Loading checkout details" and goes to /experiences', async () => {
    jest.useFakeTimers();
    renderRoute('/parties/check-out', '/parties/check-out', <CheckOutPage kind="parties" />);
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout details');
    await act(async () => {
      jest.advanceTimersByTime(MISSING_EVENT_REDIRECT_MS);
    });
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/experiences$/);
    jest.useRealTimers();
  });

  it('an unknown event says it is no longer available, with the ways back', async () => {
    getParty.mockRejectedValue(new Error('404'));
    renderRoute('/parties/check-out?event=0b7e3a52-52d8-4d7e-a1a4-000000000000', '/parties/check-out', <CheckOutPage kind="parties" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'This event is no longer available' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See experiences' })).toHaveAttribute('href', '/experiences');
    expect(screen.getByRole('link', { name: 'See parties' })).toHaveAttribute('href', '/parties');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the time in the event’s own zone and its end', async () => {
    openExperience({
      ...experience,
      arrivalDate: '2027-07-03T00:00:00.000Z',
      arrivalTime: '19:30',
      timeZone: 'Europe/London',
      endDate: '2027-07-04T00:00:00.000Z',
      endTime: '02:00',
    });
    expect(screen.getByTestId('event-when')).toHaveTextContent('Saturday, 3 July 2027, 7:30 PM (BST) – Sunday, 4 July 2027, 2:00 AM (BST)');
  });
});
