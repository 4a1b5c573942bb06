import { DEFAULT_SALE_SETTINGS, type Party } from '@shared/domain';
import { render, screen, within } from '@testing-library/react';
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
