import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { experienceApi, partyApi, uploadApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { party } from '../testing/events';
import { REDIRECT_AFTER_FAILURE_MS } from '../loadFailure';
import { FORM_SKELETON_MS } from './EventFormFrame';
import { CreatePartyRoute } from './PartyFormPage';

for (const method of ['get', 'create', 'edit'] as const) jest.spyOn(partyApi, method);
jest.spyOn(experienceApi, 'get');
jest.spyOn(uploadApi, 'image');
jest.mock('react-toastify', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(() => 'toast'), success: jest.fn(), info: jest.fn(), dismiss: jest.fn() }),
}));
const api = partyApi as jest.Mocked<typeof partyApi>;
const errors = () => (toast.error as jest.Mock).mock.calls.map(([message]) => message);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function Page() {
  return (
    <TestQueries>
      <Routes>
        <Route path="/admin/events/create-party" element={<CreatePartyRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </TestQueries>
  );
}

async function open(path: string) {
  jest.useFakeTimers();
  renderAt(Page, path);
  await act(async () => jest.advanceTimersByTime(FORM_SKELETON_MS));
}

const publish = () => fireEvent.click(screen.getByRole('button', { name: /^(Publish Event|Save Changes)$/ }));

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

it('the data query value starts the form; the discount rule needs an amount when a gender is ticked', async () => {
  const data = JSON.stringify({
    title: 'Quayside Social',
    price: 2500,
    date: '2031-10-03T00:00:00.000Z',
    time: '20:00',
    description: 'Dancing.',
    address: 'Whitby',
    cancelUntilDays: 3,
    cancellationFeePercent: 20,
  });
  await open(`/admin/events/create-party?data=${encodeURIComponent(data)}`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Event');
  expect(screen.getByLabelText('Event title')).toHaveValue('Quayside Social');
  expect(screen.getByLabelText('Ticket price')).toHaveValue('25.00');
  expect(screen.getByLabelText('Buyers can cancel until (days before the event)')).toHaveValue('3');
  expect(screen.getByLabelText('Cancellation fee (%)')).toHaveValue('20');
  expect(screen.getByText('Recommended sizes: flyers 1080x1080, poster 1300x406')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Female'));
  publish();
  expect(errors()).toEqual(['A discount amount is required when applying a discount to a gender.']);
  const discount = screen.getByLabelText('Discount price');
  expect(discount).toHaveAttribute('aria-invalid', 'true');
  expect(discount).toHaveAccessibleDescription('A discount amount is required when applying a discount to a gender.');
  expect(discount).toHaveFocus();
  fireEvent.change(screen.getByLabelText('Discount price'), { target: { value: '5' } });
  publish();
  expect(errors().at(-1)).toBe('Please add at least 3 event images.');
});

it('edit: sends the changed discount target and cancellation fee; a failure says Operation failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  api.get.mockResolvedValue(party({ id: 'p1', cancelUntilDays: 14, cancellationFeePercent: 0 }));
  await open('/admin/events/create-party?mode=edit&id=p1');
  await act(async () => {});
  jest.useRealTimers();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Event - Party');
  await waitFor(() => expect(screen.getByLabelText('Male')).toBeChecked());
  fireEvent.click(screen.getByLabelText('Male'));
  const fee = screen.getByLabelText('Cancellation fee (%)');
  expect(fee).toHaveValue('0');
  fireEvent.change(fee, { target: { value: '12.5' } });
  publish();
  expect(errors()).toEqual(['The cancellation fee must be a whole percentage']);
  fireEvent.change(fee, { target: { value: '12' } });
  api.edit.mockRejectedValueOnce(new Error('offline'));
  publish();
  await waitFor(() => expect(errors().at(-1)).toBe('Operation failed. Please try again.'));
  expect(api.edit).toHaveBeenCalledWith('p1', { updateData: { discountFor: 'FEMALE', cancellationFeePercent: 12 } });

  api.edit.mockResolvedValueOnce(party({ id: 'p1', discountFor: 'FEMALE' }));
  publish();
  await waitFor(() => expect(api.edit).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/events/parties/preview/p1'));
  expect(toast.success).toHaveBeenCalledWith('Party updated successfully!');
});

it('edit: the sale group shows the stored sale in the event zone, marks a bad limit under its field, and sends only what changed', async () => {
  api.get.mockResolvedValue(
    party({
      id: 'p1',
      timeZone: 'Europe/London',
      onSaleAt: '2031-06-01T08:30:00.000Z',
      useQueue: false,
      maxPerOrder: 10,
      maxPerEmail: null,
    }),
  );
  await open('/admin/events/create-party?mode=edit&id=p1');
  await act(async () => {});
  jest.useRealTimers();
  expect(await screen.findByRole('group', { name: 'Sale' })).toBeInTheDocument();
  expect(screen.getByLabelText('On sale from (date)')).toHaveValue('2031-06-01');
  expect(screen.getByLabelText('On sale from (time)')).toHaveValue('09:30');
  expect(screen.getByLabelText('On sale from (time)')).toHaveAccessibleDescription('Read in Europe/London (GMT/BST)');
  const queue = screen.getByRole('checkbox', { name: 'Use a queue' });
  expect(queue).toHaveAccessibleDescription(
    'Visitors arriving in the 15 minutes before the on-sale time get a random place in the queue; later ones queue in the order they arrive.',
  );
  expect(screen.queryByLabelText('Buyers let through per minute')).not.toBeInTheDocument();
  fireEvent.click(queue);
  expect(screen.getByLabelText('Buyers let through per minute')).toHaveValue('60');

  const perOrder = screen.getByLabelText('Most tickets per order');
  expect(perOrder).toHaveValue('10');
  fireEvent.change(perOrder, { target: { value: '0' } });
  publish();
  expect(errors()).toEqual(['The limit per order must be at least 1']);
  expect(perOrder).toHaveAttribute('aria-invalid', 'true');
  expect(perOrder).toHaveAccessibleDescription('The limit per order must be at least 1');
  expect(perOrder).toHaveFocus();
  fireEvent.change(perOrder, { target: { value: '4' } });
  expect(perOrder).toHaveAttribute('aria-invalid', 'false');

  fireEvent.change(screen.getByLabelText('Buyers let through per minute'), { target: { value: '120' } });
  fireEvent.change(screen.getByLabelText('Most tickets per e-mail address'), { target: { value: '6' } });
  fireEvent.change(screen.getByLabelText('On sale from (date)'), { target: { value: '' } });
  publish();
  expect(errors().at(-1)).toBe('Please enter a valid on-sale date and time');
  expect(screen.getByLabelText('On sale from (date)')).toHaveFocus();
  // Both emptied: on sale now, which clears the stored time.
  fireEvent.change(screen.getByLabelText('On sale from (time)'), { target: { value: '' } });
  api.edit.mockResolvedValueOnce(party({ id: 'p1' }));
  publish();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Party updated successfully!'));
  expect(api.edit).toHaveBeenCalledWith('p1', {
    updateData: { onSaleAt: null, useQueue: true, admitPerMinute: 120, maxPerOrder: 4, maxPerEmail: 6 },
  });
});

it('a party that cannot be loaded says so and goes back to the events list after 2 s', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  api.get.mockRejectedValue(new Error('gone'));
  await open('/admin/events/create-party?mode=edit&id=nope');
  expect(errors()).toEqual(['Failed to load party data. Redirecting...']);
  await act(async () => jest.advanceTimersByTime(REDIRECT_AFTER_FAILURE_MS));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/events$/);
});
