import { act, fireEvent, screen } from '@testing-library/react';
import { eventViewsApi, experienceApi, partyApi, transactionApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { experience, party } from '../testing/events';
import { REDIRECT_AFTER_FAILURE_MS } from '../loadFailure';
import { EventPreviewPage } from './EventPreviewPage';
import { signInAs } from '@shared/auth/testing';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));
const getExperience = jest.spyOn(experienceApi, 'get');
const getParty = jest.spyOn(partyApi, 'get');
const paidUsers = jest.spyOn(transactionApi, 'paidUsers');
const views = jest.spyOn(eventViewsApi, 'get');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route path="/admin/events/experiences/preview/:id" element={<EventPreviewPage kind="experiences" />} />
        <Route path="/admin/events/parties/preview/:id" element={<EventPreviewPage kind="parties" />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </TestQueries>
  );
}

beforeEach(() => {
  signInAs('OWNER');
  jest.clearAllMocks();
  paidUsers.mockResolvedValue({ count: 7 });
  views.mockResolvedValue({ last30: 120, previous30: 100 });
});

it('experience: carousel of 3 with previous/next, details, packages, room prices, the real EVENT VIEW figures, tickets bought and the actions', async () => {
  getExperience.mockResolvedValue(experience({ id: 'e1', images: ['/1.png', '/2.png', '/3.png', '/4.png'] }));
  renderAt(Page, '/admin/events/experiences/preview/e1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Lake District Wellness Retreat' })).toBeInTheDocument();
  const shown = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
  expect(shown()).toEqual(['/1.png', '/2.png', '/3.png']);
  expect(screen.getByRole('button', { name: 'Previous images' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next images' }));
  expect(shown()).toEqual(['/2.png', '/3.png', '/4.png']);
  expect(screen.getByRole('button', { name: 'Next images' })).toBeDisabled();

  expect(screen.getByText('Yoga by the lake.')).toBeInTheDocument();
  expect(screen.getByText('Open')).toBeInTheDocument();
  expect(screen.getByText('Daily yoga')).toBeInTheDocument();
  expect(screen.getByText('Single room: £280.00')).toBeInTheDocument();
  expect(screen.getByText('Shared room: £180.00')).toBeInTheDocument();
  expect(await screen.findByText('+20% from the previous 30 days')).toBeInTheDocument();
  expect(screen.getByText('EVENT VIEW').parentElement).toHaveTextContent('120+20% from the previous 30 days');
  expect(views).toHaveBeenCalledWith('e1');
  expect(await screen.findByText('7')).toBeInTheDocument();
  expect(paidUsers).toHaveBeenCalledWith({ productType: 'Experience', productId: 'e1' });
  expect(screen.getByRole('link', { name: 'View Ticket List' })).toHaveAttribute('href', '/admin/events/experiences/tickets/e1');
  expect(screen.getByRole('link', { name: 'Edit Event' })).toHaveAttribute('href', '/admin/events/create-experience?mode=edit&id=e1');
});

it('finance sees the preview and the ticket list, without Edit Event', async () => {
  signInAs('FINANCE');
  getExperience.mockResolvedValue(experience({ id: 'e1' }));
  renderAt(Page, '/admin/events/experiences/preview/e1');
  expect(await screen.findByRole('link', { name: 'View Ticket List' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Event' })).not.toBeInTheDocument();
});

it('party: the discount only when above 0, and its own EVENT VIEW figures', async () => {
  getParty.mockResolvedValue(party({ id: 'p1', discount: 500, discountFor: 'FEMALE' }));
  renderAt(Page, '/admin/events/parties/preview/p1');
  expect(await screen.findByText('Discount of £5.00 for Female')).toBeInTheDocument();
  expect(await screen.findByText('+20% from the previous 30 days')).toBeInTheDocument();
  expect(views).toHaveBeenCalledWith('p1');
  expect(screen.queryByText(/from last month/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Single room/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Event' })).toHaveAttribute('href', '/admin/events/create-party?mode=edit&id=p1');
});

it('party without a discount shows none', async () => {
  getParty.mockResolvedValue(party({ discount: 0, discountFor: '' }));
  renderAt(Page, '/admin/events/parties/preview/p1');
  await screen.findByRole('heading', { level: 1, name: 'All White Yacht Party' });
  expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
});

it('party: a failed load says so and goes back to the events list after 2 s', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getParty.mockRejectedValue(new Error('gone'));
  renderAt(Page, '/admin/events/parties/preview/p1');
  await act(async () => {});
  expect(toast.error).toHaveBeenCalledWith('Failed to load party data. Redirecting...');
  await act(async () => jest.advanceTimersByTime(REDIRECT_AFTER_FAILURE_MS - 1));
  expect(screen.getByTestId('where')).toHaveTextContent('/admin/events/parties/preview/p1');
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/events$/);
  jest.useRealTimers();
});

it('experience: a failed load says so and stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getExperience.mockRejectedValue(new Error('gone'));
  paidUsers.mockRejectedValue(new Error('down'));
  renderAt(Page, '/admin/events/experiences/preview/e1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load experience data');
  expect(toast.error).toHaveBeenCalledWith('Failed to load experience data');
});
