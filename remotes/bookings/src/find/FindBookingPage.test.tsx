import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bookingApi } from '@shared/api';
import { BOOKING_LOOKUP_ANSWER } from '@shared/domain';
import { answered } from '../testing/answered';
import { renderBooking } from '../testing/renderBooking';
import { TOO_MANY_LOOKUPS_MESSAGE } from './FindBookingPage';

const lookup = jest.spyOn(bookingApi, 'lookup');

beforeEach(() => lookup.mockReset());

async function submit(email: string, reference: string) {
  renderBooking('/booking');
  expect(await screen.findByRole('heading', { level: 1, name: 'Find my booking' })).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: email } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Order reference/ }), { target: { value: reference } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me the link' }));
}

it('sends the e-mail and reference and shows the one answer', async () => {
  lookup.mockResolvedValue({ message: BOOKING_LOOKUP_ANSWER });
  await submit(' grace@example.com ', ' evt-7k3p9q ');
  expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_LOOKUP_ANSWER);
  expect(lookup).toHaveBeenCalledWith({ email: 'grace@example.com', reference: 'evt-7k3p9q' });
});

it('shows the same answer whatever the server says it found', async () => {
  lookup.mockResolvedValue({ message: 'Found: EVT-7K3P9Q belongs to grace@example.com' });
  await submit('grace@example.com', 'EVT-7K3P9Q');
  expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_LOOKUP_ANSWER);
});

it.each([
  ['', 'EVT-7K3P9Q', 'Please fill in all required contact information', /^Email/],
  ['grace@', 'EVT-7K3P9Q', 'Please enter a valid email address', /^Email/],
  ['grace@example.com', '  ', 'Please enter your order reference.', /^Order reference/],
])(
  'refuses %j / %j with the form’s own message under the field in error, which takes the focus, asking nothing',
  async (email, reference, message, label) => {
    await submit(email, reference);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const field = screen.getByRole('textbox', { name: label });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(lookup).not.toHaveBeenCalled();
    // Changing the field takes its error away.
    fireEvent.change(field, { target: { value: `${field.getAttribute('value')}x` } });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

it('says when it is asked too often (429), with the server’s words or its own', async () => {
  lookup.mockRejectedValueOnce(answered(429, 'Too many requests: try again in a minute.'));
  await submit('grace@example.com', 'EVT-7K3P9Q');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: try again in a minute.');

  lookup.mockRejectedValueOnce(answered(429));
  fireEvent.click(screen.getByRole('button', { name: 'Email me the link' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY_LOOKUPS_MESSAGE));
  expect(screen.queryByText(BOOKING_LOOKUP_ANSWER)).not.toBeInTheDocument();
});
