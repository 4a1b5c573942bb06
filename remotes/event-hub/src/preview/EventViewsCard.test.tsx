import { render, screen } from '@testing-library/react';
import { eventViewsApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { EventViewsCard, viewsChange } from './EventViewsCard';

const getViews = jest.spyOn(eventViewsApi, 'get');

beforeEach(() => jest.clearAllMocks());

const card = () => screen.getByText('EVENT VIEW').parentElement!;

describe('viewsChange', () => {
  it('compares the last 30 days with the 30 before, in whole percent with a sign', () => {
    expect(viewsChange({ last30: 112, previous30: 100 })).toBe('+12% from the previous 30 days');
    expect(viewsChange({ last30: 45, previous30: 60 })).toBe('-25% from the previous 30 days');
    expect(viewsChange({ last30: 7, previous30: 7 })).toBe('0% from the previous 30 days');
    expect(viewsChange({ last30: 1, previous30: 3 })).toBe('-67% from the previous 30 days');
  });

  it('invents no percentage when there is nothing to compare with', () => {
    expect(viewsChange({ last30: 9, previous30: 0 })).toBe('No views in the previous 30 days');
    expect(viewsChange({ last30: 0, previous30: 0 })).toBe('No views in the previous 30 days');
  });
});

describe('EventViewsCard', () => {
  it("shows the event's real views of the last 30 days and the change", async () => {
    getViews.mockResolvedValue({ last30: 2400, previous30: 2000 });
    render(<EventViewsCard eventId="e1" />, { wrapper: TestQueries });
    expect(card()).toHaveTextContent('-');
    expect(await screen.findByText('2,400')).toBeInTheDocument();
    expect(card()).toHaveTextContent('EVENT VIEW2,400+20% from the previous 30 days');
    expect(getViews).toHaveBeenCalledWith('e1');
  });

  it('shows no number when the views cannot be read', async () => {
    getViews.mockRejectedValue(new Error('down'));
    render(<EventViewsCard eventId="e1" />, { wrapper: TestQueries });
    expect(await screen.findByText('Views could not be loaded')).toBeInTheDocument();
    expect(card()).toHaveTextContent('EVENT VIEW-Views could not be loaded');
  });
});
