import { render, screen, within } from '@testing-library/react';
import type { Booking } from '@shared/domain';
import { booking, token } from '../testing/fixtures';
import { TicketList } from './TicketList';

const apple = 'https://tickets.example/api/tickets/AB12-CD34-EF56-GH78/pkpass';
const google = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJ0eXAiOiJzYXZldG93YWxsZXQifQ.c2ln';

const tickets = (shown: Booking) => {
  render(<TicketList token={token} booking={shown} />);
  return screen.getAllByRole('listitem');
};
const withWallet = (wallet: Booking['tickets'][number]['wallet'], status: Booking['tickets'][number]['status'] = 'VALID') => ({
  ...booking,
  tickets: [{ ...booking.tickets[0], status, wallet }],
});

it('shows the wallet buttons of a ticket when the site offers both wallets', () => {
  const [ticket] = tickets(withWallet({ apple, google }));
  expect(within(ticket).getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', apple);
  const save = within(ticket).getByRole('link', { name: 'Save to Google Wallet' });
  expect(save).toHaveAttribute('href', google);
  expect(save).toHaveAttribute('target', '_blank');
});

it('shows only the wallet the site offers', () => {
  const [ticket] = tickets(withWallet({ google }));
  expect(within(ticket).queryByRole('link', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
  expect(within(ticket).getByRole('link', { name: 'Save to Google Wallet' })).toBeInTheDocument();
});

it('shows no wallet button when the site offers no wallet', () => {
  for (const ticket of tickets(booking)) {
    expect(within(ticket).getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(ticket).queryByRole('link', { name: /Wallet/ })).not.toBeInTheDocument();
  }
});

it('shows no wallet button on a void ticket', () => {
  const [ticket] = tickets(withWallet({ apple, google }, 'VOID'));
  expect(within(ticket).queryByRole('link', { name: /Wallet/ })).not.toBeInTheDocument();
});
