import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, experienceApi, partyApi, promoCodeApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { signInAs } from '@shared/auth/testing';
import type { PromoCode } from '@shared/domain';
import { ToastHost } from '@shared/ui';
import { renderAt } from '@shared/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { experience, party } from '../testing/events';
import { PromoCodesPage } from './PromoCodesPage';

const list = jest.spyOn(promoCodeApi, 'list');
const create = jest.spyOn(promoCodeApi, 'create');
const setActive = jest.spyOn(promoCodeApi, 'setActive');

// MUI's grid and dialog render slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

const code = (overrides: Partial<PromoCode>): PromoCode => ({
  id: 'c1',
  code: 'SUMMER',
  kind: 'AMOUNT',
  value: 500,
  eventId: null,
  eventTitle: null,
  eventKind: null,
  maxUses: null,
  uses: 0,
  validFrom: null,
  validUntil: null,
  active: true,
  createdAt: '2031-01-01T00:00:00.000Z',
  ...overrides,
});

const codes = [
  code({ id: 'c1', code: 'SUMMER', uses: 3, maxUses: 10, validUntil: '2031-06-01T18:30:00.000Z' }),
  code({ id: 'c2', code: 'PARTY15', kind: 'PERCENT', value: 15, eventKind: 'PARTY', active: false }),
  code({ id: 'c3', code: 'LAKE', eventId: 'e1', eventTitle: 'Lake District Wellness Retreat', validFrom: '2031-05-01T09:00:00.000Z' }),
];

beforeEach(() => {
  list.mockReset().mockResolvedValue(codes);
  create.mockReset();
  setActive.mockReset();
  jest.spyOn(experienceApi, 'list').mockResolvedValue([experience()]);
  jest.spyOn(partyApi, 'list').mockResolvedValue([party()]);
});

const open = () =>
  renderAt(
    () => (
      <TestQueries>
        <Routes>
          <Route path="/admin/events/promo-codes" element={<PromoCodesPage />} />
        </Routes>
        <ToastHost />
      </TestQueries>
    ),
    '/admin/events/promo-codes',
  );

const rowOf = async (text: string) => (await screen.findByRole('gridcell', { name: text })).closest('[role="row"]') as HTMLElement;

it('lists the codes: discount, what they apply to, uses of the maximum, window and switch', async () => {
  signInAs('OWNER');
  open();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Promotions');
  const summer = await rowOf('SUMMER');
  expect(within(summer).getByText('£5.00 off')).toBeInTheDocument();
  expect(within(summer).getByText('All events')).toBeInTheDocument();
  expect(within(summer).getByText('3 / 10')).toBeInTheDocument();
  expect(within(summer).getByText('1 Jun 2031, 18:30 UTC')).toBeInTheDocument();
  expect(within(summer).getByRole('switch', { name: 'Active: SUMMER' })).toBeChecked();
  const partyCode = await rowOf('PARTY15');
  expect(within(partyCode).getByText('15% off')).toBeInTheDocument();
  expect(within(partyCode).getByText('All parties')).toBeInTheDocument();
  expect(within(partyCode).getByRole('switch', { name: 'Active: PARTY15' })).not.toBeChecked();
  expect(within(await rowOf('LAKE')).getByText('Lake District Wellness Retreat')).toBeInTheDocument();
});

it('switches a code off and says so', async () => {
  signInAs('ADMIN');
  setActive.mockResolvedValue({ ...codes[0], active: false });
  open();
  const summer = await rowOf('SUMMER');
  await userEvent.click(within(summer).getByRole('switch', { name: 'Active: SUMMER' }));
  await waitFor(() => expect(setActive).toHaveBeenCalledWith('c1', false));
  expect(await screen.findByText('Promo code SUMMER switched off')).toBeInTheDocument();
  // The list is read again after the change.
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

it('finance sees the codes read-only: no Create, switches that do not change', async () => {
  signInAs('FINANCE');
  open();
  const summer = await rowOf('SUMMER');
  expect(within(summer).getByRole('switch', { name: 'Active: SUMMER' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: '+ Create promo code' })).not.toBeInTheDocument();
});

it('creates a code in pounds for one kind, with uses and an end, then lists it', async () => {
  signInAs('OWNER');
  const u = userEvent.setup({ delay: null });
  create.mockResolvedValue(code({ id: 'c4', code: 'AUTUMN' }));
  open();
  await screen.findByRole('gridcell', { name: 'SUMMER' });
  await u.click(screen.getByRole('button', { name: '+ Create promo code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create promo code' });
  fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'autumn' } });
  fireEvent.change(within(dialog).getByLabelText(/^Amount \(£\)/), { target: { value: '7.50' } });
  await u.click(within(dialog).getByRole('combobox', { name: 'Applies to' }));
  await u.click(await screen.findByRole('option', { name: 'All experiences' }));
  fireEvent.change(within(dialog).getByLabelText('Maximum uses'), { target: { value: '25' } });
  fireEvent.change(within(dialog).getByLabelText('Valid until (UTC)'), { target: { value: '2031-12-31T23:59' } });
  await u.click(within(dialog).getByRole('button', { name: 'Create code' }));
  await waitFor(() =>
    expect(create).toHaveBeenCalledWith({
      code: 'autumn',
      kind: 'AMOUNT',
      value: 750,
      eventKind: 'EXPERIENCE',
      maxUses: 25,
      validUntil: '2031-12-31T23:59:00Z',
    }),
  );
  expect(await screen.findByText('Promo code AUTUMN created')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

it('says under the field what the form or the API refuses, and the first field in error takes the focus', async () => {
  signInAs('OWNER');
  const u = userEvent.setup({ delay: null });
  create.mockRejectedValue(new CallFailed(409, { message: 'The promo code SUMMER already exists.' }));
  open();
  await screen.findByRole('gridcell', { name: 'SUMMER' });
  await u.click(screen.getByRole('button', { name: '+ Create promo code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create promo code' });
  await u.click(within(dialog).getByRole('button', { name: 'Create code' }));
  const codeField = within(dialog).getByLabelText(/^Code/);
  expect(codeField).toHaveAttribute('aria-invalid', 'true');
  expect(codeField).toHaveFocus();
  expect(within(dialog).getByText('Please enter a promo code')).toHaveAttribute('role', 'alert');
  expect(within(dialog).getByText('Please enter the discount')).toHaveAttribute('role', 'alert');
  expect(create).not.toHaveBeenCalled();

  fireEvent.change(codeField, { target: { value: 'summer' } });
  fireEvent.change(within(dialog).getByLabelText(/^Amount \(£\)/), { target: { value: '5' } });
  await u.click(within(dialog).getByRole('button', { name: 'Create code' }));
  expect(await within(dialog).findByText('The promo code SUMMER already exists.')).toHaveAttribute('role', 'alert');
});
