import { DEFAULT_SALE_SETTINGS, type Party } from '@shared/domain';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UpcomingEvent } from '../home/UpcomingEvent';
import { toListing } from '../lists/listing';
import { EventCard } from './EventCard';

const party = (fields: Partial<Party> = {}) =>
  toListing('parties', {
    id: 'p1',
    title: 'Summer Rooftop Night',
    description: 'Music on the roof.',
    address: '1 High Street, London',
    date: '2031-07-12T00:00:00.000Z',
    time: '19:30',
    price: 4500,
    status: 'OPEN',
    discount: 0,
    discountFor: '',
    accomodationPriceSingle: 0,
    accomodationPriceShared: 0,
    images: [],
    posterImage: '',
    capacity: 10,
    ticketsSold: 0,
    ticketsLeft: 10,
    instalmentDeadline: '2031-07-01',
    cancelUntilDays: 14,
    cancellationFeePercent: 0,
    timeZone: 'Europe/London',
    endDate: null,
    endTime: null,
    ...DEFAULT_SALE_SETTINGS,
    ...fields,
  });

const renderIn = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('an event card', () => {
  it("keeps 'Ticket: £price' and shows the VAT-inclusive price beside it", () => {
    renderIn(<EventCard listing={party()} />);
    expect(screen.getByTestId('event-card')).toHaveTextContent('Ticket: £45.00 (£54.00 incl. VAT)');
  });

  it("shows the time in the event's own zone, as that zone is called on that date", () => {
    const { unmount } = renderIn(<EventCard listing={party()} />);
    expect(screen.getByTestId('event-card')).toHaveTextContent('7:30 PM (BST)');
    unmount();
    renderIn(<EventCard listing={party({ date: '2031-12-13T00:00:00.000Z' })} />);
    expect(screen.getByTestId('event-card')).toHaveTextContent('7:30 PM (GMT)');
  });

  it('shows the end of an event that has one: its day when later, only its time on the same day', () => {
    const { unmount } = renderIn(<EventCard listing={party({ endDate: '2031-07-14T00:00:00.000Z', endTime: '11:00' })} />);
    expect(screen.getByTestId('event-card')).toHaveTextContent('Ends Monday, 14 July 2031, 11:00 AM (BST)');
    unmount();
    renderIn(<EventCard listing={party({ endDate: '2031-07-12T00:00:00.000Z', endTime: '23:30' })} />);
    expect(screen.getByTestId('event-card')).toHaveTextContent('Ends 11:30 PM (BST)');
    expect(screen.getByTestId('event-card')).not.toHaveTextContent('Ends Saturday');
  });

  it('says nothing of an end when the event has none', () => {
    renderIn(<EventCard listing={party({ timeZone: 'Africa/Lagos' })} />);
    expect(screen.getByTestId('event-card')).toHaveTextContent('7:30 PM (WAT)');
    expect(screen.getByTestId('event-card')).not.toHaveTextContent('Ends');
  });

  it('opens a long description with Read more', () => {
    renderIn(<EventCard listing={party({ description: 'A night of music, food and views over the city. '.repeat(4) })} />);
    expect(within(screen.getByTestId('event-card')).getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('an upcoming event on the home page', () => {
  it("shows 'Ticket: £price' with the VAT-inclusive price, and its day, zone and end", () => {
    renderIn(<UpcomingEvent label="Next party" listing={party({ endDate: '2031-07-13T00:00:00.000Z', endTime: '02:00' })} />);
    const card = screen.getByTestId('upcoming-event');
    expect(card).toHaveTextContent('Ticket: £45.00 (£54.00 incl. VAT)');
    expect(card).toHaveTextContent('Saturday, 12 July 2031, 7:30 PM (BST) – Sunday, 13 July 2031, 2:00 AM (BST)');
  });
});

describe('an event not on sale yet', () => {
  // Ten seconds before 9:00 AM in London on 1 July 2031 (BST).
  const onSaleAt = '2031-07-01T08:00:00.000Z';
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2031-07-01T07:59:50.000Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('says on its card when it goes on sale, in its own zone, counting down until then', () => {
    renderIn(<EventCard listing={party({ onSaleAt })} />);
    const card = screen.getByTestId('event-card');
    expect(card).toHaveTextContent('On sale Tuesday, 1 July 2031, 9:00 AM (BST)');
    const timer = within(card).getByRole('timer');
    expect(timer).toHaveTextContent('00h 00m 10s');
    act(() => jest.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('00h 00m 07s');
    act(() => jest.advanceTimersByTime(7000));
    expect(card).not.toHaveTextContent('On sale');
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Summer Rooftop Night' })).toBeInTheDocument();
  });

  it('shows no countdown once the on-sale time has passed', () => {
    renderIn(<EventCard listing={party({ onSaleAt: '2031-07-01T07:00:00.000Z' })} />);
    expect(screen.queryByTestId('sale-countdown')).not.toBeInTheDocument();
  });

  it('on the home page, counts down in place of Get tickets, which appears when the time comes', () => {
    renderIn(<UpcomingEvent label="Next party" listing={party({ onSaleAt })} />);
    const card = screen.getByTestId('upcoming-event');
    expect(card).toHaveTextContent('On sale Tuesday, 1 July 2031, 9:00 AM (BST)');
    expect(within(card).getByRole('timer')).toHaveTextContent('00h 00m 10s');
    expect(within(card).queryByRole('link', { name: 'Get tickets for Summer Rooftop Night' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(within(card).getByRole('link', { name: 'Get tickets for Summer Rooftop Night' })).toBeInTheDocument();
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
  });
});
