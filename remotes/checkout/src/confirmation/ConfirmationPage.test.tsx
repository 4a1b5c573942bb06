import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, experienceApi, orderApi, partyApi } from '@shared/api';
import { checkoutStore } from '../event/checkoutStore';
import { paymentReturn } from '../paymentReturn';
import { experience, party } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import { ConfirmationPage } from './ConfirmationPage';

const getExperience = jest.spyOn(experienceApi, 'get');
const getParty = jest.spyOn(partyApi, 'get');
const create = jest.spyOn(orderApi, 'create');
const card = jest.spyOn(orderApi, 'card');
const wallet = jest.spyOn(orderApi, 'wallet');

function serverError(status: number, message: string) {
  return new CallFailed(status, { message });
}

// MUI's fields with 250 country options render slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getExperience.mockReset().mockResolvedValue(experience);
  getParty.mockReset().mockResolvedValue(party);
  create.mockReset().mockResolvedValue({ id: 'order-1', reference: 'EVT-7K3P9Q' });
  card.mockReset().mockResolvedValue({ redirectUrl: '/api/sandbox/pay-1' });
  wallet.mockReset().mockResolvedValue({ redirectUrl: '/api/sandbox/pay-2' });
});

function openExperience(search = '', quantity = 2) {
  return renderRoute(
    `/experiences/confirmation?event=${experience.id}${search}`,
    '/experiences/confirmation',
    <ConfirmationPage kind="experiences" />,
    { event: experience, quantity },
  );
}

const user = () => userEvent.setup({ delay: null });
// Label queries: role queries over the 250 country options are too slow for jsdom.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`));

/** The contact fields, and the second of the two tickets' attendee (the first is the buyer). */
function fillContact(
  values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Phone number' | 'Address' | 'Attendee 2 name', string>> = {},
) {
  const all = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    'Phone number': '07400 123456',
    Address: '1 Analytical Row',
    'Attendee 2 name': 'Charles Babbage',
    ...values,
  };
  // Typing key by key through MUI's fields is slow in jsdom; the value is what matters here.
  for (const [name, value] of Object.entries(all)) fireEvent.change(field(name), { target: { value } });
}

async function choose(u: ReturnType<typeof user>, group: string, option: string) {
  await u.click(within(screen.getByText(group).closest('fieldset')!).getByLabelText(new RegExp(`^${option}`)));
}

/** The toast saying `text` (a field in error may say the same under it). */
const toast = (text: string) => within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);

describe('confirmation page', () => {
  it('offers the checkout fields with stripe and full payment chosen, +44 by default', async () => {
    openExperience();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Secure Your Order & Checkout');
    expect(within(screen.getByRole('radiogroup', { name: 'Payment Mode' })).getByRole('radio', { name: 'Stripe (card)' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Payment Option' })).getByRole('radio', { name: 'Full Payment' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Payment Option' })).getByRole('radio', { name: 'First Instalment' }),
    ).not.toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Gender' }))
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Room' })).getByRole('radio', { name: '2 people shared (+£50.00 per ticket)' }),
    ).not.toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Room' })).getByRole('radio', { name: 'Single not shared (+£80.00 per ticket)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(/United Kingdom \(\+44\)/);
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Country code' })).getAllByRole('option').length).toBeGreaterThan(200),
    );
  });

  it("'Can't see your country code?' swaps the code list for a whole-number field", async () => {
    const u = user();
    openExperience();
    await u.click(screen.getByRole('checkbox', { name: "Can't see your country code?" }));
    expect(screen.queryByRole('combobox', { name: 'Country code' })).not.toBeInTheDocument();
    expect(field('Phone number with country code')).toBeInTheDocument();
  });

  it('Preview needs every contact field, then shows the details read-only and goes back with Edit details', async () => {
    const u = user();
    openExperience();
    fillContact({ Address: '' });
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await toast('Please fill in all contact information fields')).toBeInTheDocument();
    expect(screen.queryByTestId('preview')).not.toBeInTheDocument();

    await u.type(field('Address'), '1 Analytical Row');
    await choose(u, 'Gender', 'Female');
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('preview');
    expect(preview).toHaveTextContent('NameAda Lovelace');
    expect(preview).toHaveTextContent('Emailada@example.com');
    expect(preview).toHaveTextContent('Phone+44 07400 123456');
    expect(preview).toHaveTextContent('GenderFemale');
    expect(preview).toHaveTextContent('RoomNot selected');
    expect(preview).toHaveTextContent('Attendee 1Ada Lovelace');
    expect(preview).toHaveTextContent('Attendee 2Charles Babbage');
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(field('First name')).toHaveValue('Ada');
  });

  it('Pay Now shows the checkout messages in order without calling the API', async () => {
    const u = user();
    openExperience();
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    await u.click(pay);
    expect(await toast('Please fill in all required contact information')).toBeInTheDocument();
    fillContact();
    await u.click(pay);
    expect(await toast('Please select a gender.')).toBeInTheDocument();
    await choose(u, 'Gender', 'Male');
    await u.click(pay);
    expect(await toast('Please select a room type.')).toBeInTheDocument();
    await choose(u, 'Room', 'Single not shared');
    fillContact({ 'Phone number': '123' });
    await u.click(pay);
    expect(await toast('Please enter a valid phone number')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('pays: creates the order, starts the chosen provider, shows Processing... and goes to the redirect screen', async () => {
    const u = user();
    let started!: (answer: { redirectUrl: string }) => void;
    wallet.mockReturnValueOnce(new Promise((resolve) => (started = resolve)));
    openExperience();
    fillContact();
    await choose(u, 'Payment Mode', 'PayPal');
    await choose(u, 'Payment Option', 'First Instalment');
    await choose(u, 'Gender', 'Female');
    await choose(u, 'Room', '2 people shared');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£105.30');
    await u.click(screen.getByRole('button', { name: 'Pay Now' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(create).toHaveBeenCalledWith({
      type: 'EXPERIENCE',
      items: [{ experienceId: experience.id, quantity: 2 }],
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '447400123456',
      address: '1 Analytical Row',
      installment: 'INSTALLMENT',
      paymentType: 'Paypal',
      room: 'SHARED',
      gender: 'FEMALE',
      attendees: [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }],
    });
    expect(wallet).toHaveBeenCalledWith('order-1');
    expect(card).not.toHaveBeenCalled();
    await act(async () => started({ redirectUrl: '/api/sandbox/pay-9' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(`/experiences/redirect?event=${experience.id}`);
    expect(checkoutStore.get('experiences', experience.id)).toMatchObject({
      quantity: 2,
      payment: { redirectUrl: '/api/sandbox/pay-9', provider: 'paypal' },
    });
  });

  async function readyToPay() {
    const u = user();
    openExperience();
    fillContact();
    await choose(u, 'Gender', 'Male');
    await choose(u, 'Room', '2 people shared');
    await u.click(screen.getByRole('button', { name: 'Pay Now' }));
  }

  it('an order the server refuses: the order toast, its reason in the banner, Pay Now usable again', async () => {
    create.mockRejectedValueOnce(serverError(409, 'Only 1 tickets left.'));
    await readyToPay();
    expect(await toast('Failed to create order. Please check details and try again.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-error')).toHaveTextContent('Only 1 tickets left.');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(card).not.toHaveBeenCalled();
  });

  it('an order answer without an id: the order toast only', async () => {
    create.mockResolvedValueOnce({} as never);
    await readyToPay();
    expect(await toast('Failed to create order. Please check details and try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-error')).not.toBeInTheDocument();
  });

  it('no usable redirect URL: its toast, and nothing is followed', async () => {
    card.mockResolvedValueOnce({ redirectUrl: 'javascript:alert(1)' });
    await readyToPay();
    expect(await toast('Could not get payment redirect URL. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('a failed payment start: the banner with the server message, else the fallback message', async () => {
    card.mockRejectedValueOnce(serverError(502, 'Stripe is not answering. Please try again.'));
    await readyToPay();
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Stripe is not answering. Please try again.');
    card.mockRejectedValueOnce(new Error('Network Error'));
    await user().click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByTestId('payment-error')).toHaveTextContent('Failed to process payment. Please try again.'));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('back from a cancelled payment: the failure banner and the details kept', async () => {
    checkoutStore.setEvent('experiences', experience);
    checkoutStore.update('experiences', experience.id, {
      quantity: 3,
      form: { ...(await import('./checkoutForm')).emptyForm, firstName: 'Ada' },
    });
    renderRoute(
      `/experiences/confirmation?event=${experience.id}&payment=cancelled`,
      '/experiences/confirmation',
      <ConfirmationPage kind="experiences" />,
    );
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Failed to process payment. Please try again.');
    expect(field('First name')).toHaveValue('Ada');
    expect(screen.getByTestId('summary-tickets')).toHaveTextContent('£376.50');
  });

  it('after a successful payment shows Payment Successful; Back Home clears the flag and goes home', async () => {
    localStorage.setItem('showSuccessModal', 'true');
    localStorage.setItem('paymentSuccessImage', '/uploads/party-poster.png');
    localStorage.setItem('paymentSuccessType', 'party');
    renderRoute(`/parties/confirmation?event=${party.id}`, '/parties/confirmation', <ConfirmationPage kind="parties" />);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    await user().click(within(dialog).getByRole('button', { name: 'Back Home' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(paymentReturn.succeeded()).toBe(false);
    expect(localStorage.getItem('paymentSuccessImage')).toBeNull();
  });

  it('a link here before the on-sale time counts down instead of Pay Now, which comes when the time does', async () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2027-03-01T07:59:55.000Z'));
    try {
      const early = { ...experience, onSaleAt: '2027-03-01T08:00:00.000Z' };
      getExperience.mockResolvedValue(early);
      renderRoute(`/experiences/confirmation?event=${early.id}`, '/experiences/confirmation', <ConfirmationPage kind="experiences" />, {
        event: early,
        quantity: 1,
      });
      await act(async () => {});
      expect(screen.getByText('On sale Monday, 1 March 2027, 9:00 AM (WAT)')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('sticky-action-bar')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      expect(screen.getByTestId('sticky-action-bar')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the success modal shows even when the event is gone', async () => {
    localStorage.setItem('showSuccessModal', 'true');
    renderRoute('/experiences/confirmation', '/experiences/confirmation', <ConfirmationPage kind="experiences" />);
    expect(await screen.findByRole('dialog', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByText('Loading checkout details')).not.toBeInTheDocument();
  });
});
