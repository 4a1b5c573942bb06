import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderApi } from '@shared/api';
import { useState } from 'react';
import { toCheckoutEvent, type CheckoutEvent } from '../event/checkoutEvent';
import { experience, party } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import { emptyForm, type CheckoutFormValues } from './checkoutForm';
import { CheckoutFormView } from './CheckoutFormView';
import { fallbackCountries } from './countries';
import { usePayNow } from './usePayNow';
import type { FieldErrors } from './validateCheckout';

const create = jest.spyOn(orderApi, 'create');
const card = jest.spyOn(orderApi, 'card');
const gb = fallbackCountries[0];

/** The form and Pay Now as the confirmation page wires them. */
function Checkout({ event, initial = {} }: { event: CheckoutEvent; initial?: Partial<CheckoutFormValues> }) {
  const [form, setForm] = useState<CheckoutFormValues>({ ...emptyForm, ...initial });
  const { pay, fieldErrors, setFieldErrors } = usePayNow(event, 1, form, gb, () => {});
  return (
    <>
      <CheckoutFormView
        event={event}
        form={form}
        countries={fallbackCountries}
        onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        errors={fieldErrors}
        onErrors={setFieldErrors}
      />
      <button onClick={pay}>Pay Now</button>
    </>
  );
}

const open = (event: CheckoutEvent, initial?: Partial<CheckoutFormValues>) =>
  renderRoute('/experiences/confirmation', '/experiences/confirmation', <Checkout event={event} initial={initial} />);

const withRooms = toCheckoutEvent('experiences', experience);
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`));
const user = () => userEvent.setup({ delay: null });

/** The message under an element, by its aria-describedby. */
const describedBy = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => {
  create.mockReset();
  card.mockReset().mockResolvedValue({ redirectUrl: '/api/sandbox/pay-1' });
});

it('Pay Now marks every field in error, says why under each, and takes the focus to the first', async () => {
  open(withRooms, { firstName: 'Ada', email: 'ada@', phone: '12' });
  await user().click(screen.getByRole('button', { name: 'Pay Now' }));

  expect(await screen.findByText('Please fill in all required contact information')).toBeInTheDocument();
  const gender = screen.getByRole('radiogroup', { name: 'Gender' });
  expect(gender).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(gender)).toBe('Please select a gender.');
  expect(within(gender).getByRole('radio', { name: 'Male' })).toHaveFocus();
  expect(describedBy(screen.getByRole('radiogroup', { name: 'Room' }))).toBe('Please select a room type.');

  expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(field('Last name'))).toBe('Please enter your last name');
  expect(describedBy(field('Email'))).toBe('Please enter a valid email address');
  expect(describedBy(field('Phone number'))).toBe('Please enter a valid phone number for United Kingdom (+44)');
  expect(describedBy(field('Address'))).toBe('Please enter your address');
  // Each message is announced as it appears.
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
    expect.arrayContaining(['Please select a gender.', 'Please enter your last name', 'Please enter your address']),
  );
  expect(create).not.toHaveBeenCalled();
});

it('the focus goes to the first field in error in the form, a text field too', async () => {
  open(withRooms, { gender: 'FEMALE', room: 'SINGLE', firstName: 'Ada', lastName: 'Lovelace', phone: '07400 123456', address: 'x' });
  await user().click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(field('Email')).toHaveFocus());
  expect(describedBy(field('Email'))).toBe('Please enter your email address');
});

it('a field in error is clear again once changed', async () => {
  open(withRooms);
  await user().click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(field('Address')).toHaveAttribute('aria-invalid', 'true'));
  fireEvent.change(field('Address'), { target: { value: '1 Analytical Row' } });
  expect(field('Address')).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Please enter your address')).not.toBeInTheDocument();
  expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
});

it('checks the phone number as soon as it is left, for the chosen country', async () => {
  open(withRooms);
  fireEvent.change(field('Phone number'), { target: { value: '0803 123 4567' } });
  fireEvent.blur(field('Phone number'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number for United Kingdom (+44)');
  expect(describedBy(field('Phone number'))).toBe('Please enter a valid phone number for United Kingdom (+44)');

  // The same number is Nigerian: choosing Nigeria clears the message, and leaving the field finds it valid.
  fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: 'NG' } });
  expect(field('Phone number')).not.toHaveAttribute('aria-invalid', 'true');
  fireEvent.blur(field('Phone number'));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('checks the e-mail as soon as it is left; an empty field is left alone until Pay Now', async () => {
  open(withRooms);
  fireEvent.blur(field('Email'));
  fireEvent.blur(field('Phone number'));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  fireEvent.change(field('Email'), { target: { value: 'ada@example' } });
  fireEvent.blur(field('Email'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
});

it('an event without rooms does not ask for one, and Pay Now does not want one', async () => {
  create.mockResolvedValue({ id: 'order-1', reference: 'EVT-1' });
  const roomless = toCheckoutEvent('parties', party);
  open(roomless, {
    gender: 'FEMALE',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '07400 123456',
    address: '1 Analytical Row',
  });
  expect(screen.queryByRole('radiogroup', { name: 'Room' })).not.toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ room: 'NONE', type: 'PARTY' })));
});

it('an event with one room price still asks for the room', () => {
  open(toCheckoutEvent('parties', { ...party, accomodationPriceShared: 2000 }));
  expect(screen.getByRole('radiogroup', { name: 'Room' })).toBeInTheDocument();
});

it('errors given from outside are shown the same way', () => {
  const errors: FieldErrors = { room: 'Please select a room type.' };
  renderRoute(
    '/experiences/confirmation',
    '/experiences/confirmation',
    <CheckoutFormView
      event={withRooms}
      form={emptyForm}
      countries={fallbackCountries}
      onChange={() => {}}
      errors={errors}
      onErrors={() => {}}
    />,
  );
  expect(screen.getByRole('radiogroup', { name: 'Room' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('radiogroup', { name: 'Gender' })).not.toHaveAttribute('aria-invalid');
});
