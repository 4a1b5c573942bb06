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
function Checkout({ event, initial = {}, quantity }: { event: CheckoutEvent; initial?: Partial<CheckoutFormValues>; quantity: number }) {
  const [form, setForm] = useState<CheckoutFormValues>({ ...emptyForm, ...initial });
  const { pay, fieldErrors, setFieldErrors } = usePayNow(event, quantity, form, gb, () => {});
  return (
    <>
      <CheckoutFormView
        event={event}
        quantity={quantity}
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

const open = (event: CheckoutEvent, initial?: Partial<CheckoutFormValues>, quantity = 1) =>
  renderRoute('/experiences/confirmation', '/experiences/confirmation', <Checkout event={event} initial={initial} quantity={quantity} />);

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
      quantity={1}
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

describe("each ticket's attendee", () => {
  const buyer = {
    gender: 'FEMALE' as const,
    room: 'SINGLE' as const,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '07400 123456',
    address: '1 Analytical Row',
  };

  it('one ticket is the buyer\'s: "Same as buyer" is ticked, follows the name typed, and asks nothing more', async () => {
    create.mockResolvedValue({ id: 'order-1', reference: 'EVT-1' });
    open(withRooms, { ...buyer, firstName: '' });
    expect(screen.getByRole('checkbox', { name: 'Same as buyer' })).toBeChecked();
    const first = field('Attendee 1 name');
    expect(first).toHaveAttribute('readonly');
    expect(first).toHaveValue('Lovelace');
    fireEvent.change(field('First name'), { target: { value: 'Ada' } });
    expect(first).toHaveValue('Ada Lovelace');
    // The buyer's ticket goes to the buyer's e-mail: no second address to give.
    expect(screen.queryByLabelText(/Attendee 1 email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Attendee 2' })).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ attendees: [{ name: 'Ada Lovelace' }] })));
  });

  it('one block per ticket; unnamed ones are the buyer’s, and an e-mail without a name says why under it and takes the focus', async () => {
    open(withRooms, buyer, 3);
    expect(screen.getAllByRole('group', { name: /^Attendee \d$/ })).toHaveLength(3);
    expect(describedBy(field('Attendee 2 name'))).toBe("Left empty, the ticket is in the buyer's name.");
    fireEvent.change(field('Attendee 3 email \\(optional\\)'), { target: { value: 'grace@example.com' } });
    await user().click(screen.getByRole('button', { name: 'Pay Now' }));

    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText("Please enter each attendee's name.")).toBeInTheDocument();
    const third = field('Attendee 3 name');
    await waitFor(() => expect(third).toHaveFocus());
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(field('Attendee 2 name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(third, { target: { value: 'Grace Hopper' } });
    expect(third).not.toHaveAttribute('aria-invalid', 'true');
    await user().click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          attendees: [{ name: 'Ada Lovelace' }, { name: 'Ada Lovelace' }, { name: 'Grace Hopper', email: 'grace@example.com' }],
        }),
      ),
    );
  });

  it("checks an attendee's e-mail as soon as it is left; an empty one is fine", async () => {
    open(withRooms, buyer, 2);
    const email = field('Attendee 2 email \\(optional\\)');
    fireEvent.blur(email);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.change(email, { target: { value: 'charles@' } });
    fireEvent.blur(email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address for the attendee, or leave it empty.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('unticking "Same as buyer" names someone else on the first ticket; Pay Now sends every attendee', async () => {
    create.mockResolvedValue({ id: 'order-1', reference: 'EVT-1' });
    open(withRooms, buyer, 2);
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: 'Same as buyer' }));
    const first = field('Attendee 1 name');
    expect(first).not.toHaveAttribute('readonly');
    expect(first).toHaveValue('');
    fireEvent.change(first, { target: { value: 'Mary Somerville' } });
    fireEvent.change(field('Attendee 1 email \\(optional\\)'), { target: { value: 'mary@example.com' } });
    fireEvent.change(field('Attendee 2 name'), { target: { value: 'Charles Babbage' } });

    await u.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          firstName: 'Ada',
          attendees: [{ name: 'Mary Somerville', email: 'mary@example.com' }, { name: 'Charles Babbage' }],
        }),
      ),
    );
  });
});
