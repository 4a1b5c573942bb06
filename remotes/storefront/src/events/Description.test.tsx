import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Description, LONG_DESCRIPTION_CHARS } from './Description';

const long = 'A weekend by the sea with music, food and friends. '.repeat(4);

it('cuts a long description with a "Read more" button that opens and closes it, by click or keyboard', async () => {
  expect(long.length).toBeGreaterThan(LONG_DESCRIPTION_CHARS);
  const user = userEvent.setup();
  render(<Description text={long} />);
  const text = screen.getByText(long.trim());
  const button = screen.getByRole('button', { name: 'Read more' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-controls', text.id);
  expect(text).toHaveClass('sf-description--clamped');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveTextContent('Read less');
  expect(text).not.toHaveClass('sf-description--clamped');

  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard(' ');
  expect(button).toHaveAttribute('aria-expanded', 'true');
});

it('shows a short description whole, with nothing to open', () => {
  render(<Description text="Sunset cruise." />);
  expect(screen.getByText('Sunset cruise.')).not.toHaveClass('sf-description--clamped');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
