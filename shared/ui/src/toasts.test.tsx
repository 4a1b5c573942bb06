import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { ToastHost } from './toasts';

it('shows one toast at a time: the newest replaces the one showing at once', async () => {
  render(<ToastHost />);
  act(() => void toast.error('Please select a gender.'));
  expect(await screen.findByText('Please select a gender.')).toBeInTheDocument();
  act(() => void toast.error('Please select a room type.'));
  // The older one is on its way out (its exit animation, which jsdom never ends) and no longer an alert.
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  expect(screen.getByRole('alert')).toHaveTextContent('Please select a room type.');
});
