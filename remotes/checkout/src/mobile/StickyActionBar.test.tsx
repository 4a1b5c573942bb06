import { fireEvent, render, screen } from '@testing-library/react';
import { StickyActionBar } from './StickyActionBar';

const height = () => document.documentElement.style.getPropertyValue('--sticky-bar-height');

it('offers the page action with its price, and tells the layout its height while it is there', () => {
  const onClick = jest.fn();
  const { unmount } = render(<StickyActionBar label="Pay" detail="£105.30" onClick={onClick} />);
  expect(screen.getByTestId('sticky-action-bar')).toHaveTextContent('£105.30');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  // jsdom lays nothing out, so the height is 0px; what matters is that the variable is set, then removed.
  expect(height()).toBe('0px');
  unmount();
  expect(height()).toBe('');
});

it('is disabled when the page action is', () => {
  render(<StickyActionBar label="Get tickets" onClick={() => {}} disabled />);
  expect(screen.getByRole('button', { name: 'Get tickets' })).toBeDisabled();
  expect(screen.queryByTestId('sticky-action-detail')).not.toBeInTheDocument();
});
