import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, experienceApi, orderApi, promoCodeApi } from '@shared/api';
import { PROMO_MESSAGES } from '@shared/domain';
import { ConfirmationPage } from '../confirmation/ConfirmationPage';
import { checkoutStore } from '../event/checkoutStore';
import { experience } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';

const check = jest.spyOn(promoCodeApi, 'check');
const create = jest.spyOn(orderApi, 'create');
const card = jest.spyOn(orderApi, 'card');

// MUI's fields with 250 country options render slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  checkoutStore.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(experienceApi, 'get').mockResolvedValue(experience);
  check.mockReset().mockResolvedValue({ valid: true, discount: 3510 });
  create.mockReset().mockResolvedValue({ id: 'order-1', reference: 'EVT-7K3P9Q' });
  card.mockReset().mockResolvedValue({ redirectUrl: '/api/sandbox/pay-1' });
});

// Two tickets at £125.50 with a shared room at £50.00: £351.00 before VAT.
const open = () =>
  renderRoute(`/experiences/confirmation?event=${experience.id}`, '/experiences/confirmation', <ConfirmationPage kind="experiences" />, {
    event: experience,
    quantity: 2,
  });
const user = () => userEvent.setup({ delay: null });
const codeField = () => screen.getByLabelText('Promo code', { selector: 'input' });
const toast = (text: string) => within(screen.getByRole('region', { name: /^Notifications/ })).findByText(text);

async function apply(u: ReturnType<typeof user>, code: string) {
  await u.type(codeField(), code);
  await u.click(screen.getByRole('button', { name: 'Apply' }));
}

async function chooseRoomAndGender(u: ReturnType<typeof user>) {
  await u.click(within(screen.getByText('Gender').closest('fieldset')!).getByLabelText(/^Female/));
  await u.click(within(screen.getByText('Room').closest('fieldset')!).getByLabelText(/^2 people shared/));
}

function fillContact() {
  const values = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    'Phone number': '07400 123456',
    Address: '1 Row',
    'Attendee 2 name': 'Charles Babbage',
  };
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`)), { target: { value } });
  }
}

it('applies a code: the summary shows its line and the lower total, and the order carries the code', async () => {
  const u = user();
  open();
  await apply(u, 'summer');
  expect(await screen.findByTestId('promo-applied')).toHaveTextContent('Promo code SUMMER applied');
  expect(check).toHaveBeenLastCalledWith({ code: 'SUMMER', eventId: experience.id, quantity: 2 });

  await chooseRoomAndGender(u);
  // The discount depends on the room and gender: asked again with them.
  await waitFor(() =>
    expect(check).toHaveBeenLastCalledWith({ code: 'SUMMER', eventId: experience.id, quantity: 2, room: 'SHARED', gender: 'FEMALE' }),
  );
  expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('£351.00');
  expect(screen.getByText('Promo code (SUMMER)')).toBeInTheDocument();
  expect(screen.getByTestId('summary-promo')).toHaveTextContent('-£35.10');
  // 351.00 - 35.10 = 315.90, VAT 63.18
  expect(screen.getByTestId('summary-vat')).toHaveTextContent('£63.18');
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£379.08');

  fillContact();
  await u.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ promoCode: 'SUMMER' })));
});

it('a code the server refuses: its message under the field and in a toast, and full price is not silently shown as discounted', async () => {
  const u = user();
  check.mockResolvedValueOnce({ valid: false, discount: 0, message: PROMO_MESSAGES.expired });
  open();
  await apply(u, 'OLD');
  expect(await toast(PROMO_MESSAGES.expired)).toBeInTheDocument();
  const helper = screen.getAllByText(PROMO_MESSAGES.expired).find((node) => node.getAttribute('role') === 'alert');
  expect(helper).toBeDefined();
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(codeField()).toHaveFocus();
  await chooseRoomAndGender(u);
  expect(screen.queryByTestId('summary-promo')).not.toBeInTheDocument();
  // Typing again takes the message away.
  await u.type(codeField(), 'X');
  expect(codeField()).toHaveAttribute('aria-invalid', 'false');
});

it('says what is wrong with a code it cannot send, without asking the server', async () => {
  const u = user();
  open();
  await apply(u, 'two words');
  expect(await toast('A promo code has only letters, digits, - and _')).toBeInTheDocument();
  expect(check).not.toHaveBeenCalled();
});

it('Remove takes the code off the summary and the order', async () => {
  const u = user();
  open();
  await chooseRoomAndGender(u);
  await apply(u, 'SUMMER');
  expect(await screen.findByTestId('summary-promo')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Remove promo code SUMMER' }));
  expect(screen.queryByTestId('summary-promo')).not.toBeInTheDocument();
  expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('£421.20');
  expect(codeField()).toHaveValue('');
  expect(codeField()).toHaveFocus();
  fillContact();
  await u.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(create).toHaveBeenCalled());
  expect(create.mock.calls[0][0]).not.toHaveProperty('promoCode');
});

it('an order refused for its code: the reason in the banner and under the field, the code no longer applied', async () => {
  const u = user();
  create.mockRejectedValueOnce(new CallFailed(400, { message: PROMO_MESSAGES.usedUp }));
  open();
  await chooseRoomAndGender(u);
  await apply(u, 'SUMMER');
  await screen.findByTestId('summary-promo');
  fillContact();
  await u.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await toast('Failed to create order. Please check details and try again.')).toBeInTheDocument();
  expect(screen.getByTestId('payment-error')).toHaveTextContent(PROMO_MESSAGES.usedUp);
  expect(screen.queryByTestId('summary-promo')).not.toBeInTheDocument();
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(card).not.toHaveBeenCalled();
});

it('a code applied before a reload or the trip to the provider is asked about again and applied', async () => {
  checkoutStore.setEvent('experiences', experience);
  checkoutStore.update('experiences', experience.id, { promoCode: 'SUMMER' });
  open();
  expect(await screen.findByTestId('promo-applied')).toHaveTextContent('Promo code SUMMER applied');
  expect(check).toHaveBeenCalledWith({ code: 'SUMMER', eventId: experience.id, quantity: 2 });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Remove promo code SUMMER' }));
  expect(checkoutStore.get('experiences', experience.id)?.promoCode).toBeUndefined();
});

it('a remembered code used up since says so rather than quietly charging full price', async () => {
  check.mockResolvedValueOnce({ valid: false, discount: 0, message: PROMO_MESSAGES.usedUp });
  checkoutStore.setEvent('experiences', experience);
  checkoutStore.update('experiences', experience.id, { promoCode: 'SUMMER' });
  open();
  expect(await toast(PROMO_MESSAGES.usedUp)).toBeInTheDocument();
  expect(codeField()).toHaveValue('SUMMER');
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
});
