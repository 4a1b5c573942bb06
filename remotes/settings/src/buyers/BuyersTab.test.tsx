import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buyerApi, teamApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { authActions } from '@shared/auth';
import { signInAs } from '@shared/auth/testing';
import { ToastHost } from '@shared/ui';
import { apiError } from '../testing/apiError';
import { aBuyerSummary, teamSettings } from '../testing/fixtures';
import { BuyersTab } from './BuyersTab';

const find = jest.spyOn(buyerApi, 'find');
const exportData = jest.spyOn(buyerApi, 'export');
const erase = jest.spyOn(buyerApi, 'erase');
const settings = jest.spyOn(teamApi, 'settings');

beforeEach(() => {
  for (const call of [find, exportData, erase, settings]) call.mockReset();
  settings.mockResolvedValue(teamSettings({ eraseBuyersAfterMonths: 36 }));
  signInAs('ADMIN');
});
afterEach(() => authActions.logout());

function renderTab() {
  render(
    <>
      <BuyersTab />
      <ToastHost />
    </>,
    { wrapper: TestQueries },
  );
}

const emailField = () => screen.getByRole('textbox', { name: /Buyer's e-mail address/ });

async function findBuyer(email = 'Buyer@Example.com') {
  renderTab();
  await userEvent.type(emailField(), email);
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

it('finds what is held about an e-mail address, in any letter case', async () => {
  find.mockResolvedValue(aBuyerSummary());
  await findBuyer();
  const summary = await screen.findByRole('region', { name: 'Held about buyer@example.com' });
  expect(find).toHaveBeenCalledWith('buyer@example.com');
  expect(
    within(summary)
      .getAllByTestId('buyer-detail')
      .map((row) => row.textContent),
  ).toEqual(['Orders2', 'Tickets3', 'Payments2', 'Merchandise orders1', 'Last event day2 May 2026']);
});

it('says so when nothing is held (404)', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  find.mockRejectedValue(apiError(404, 'No buyer with that e-mail address'));
  await findBuyer('nobody@example.com');
  expect(await screen.findByRole('status')).toHaveTextContent('Nothing is held about this e-mail address.');
  expect(screen.queryByRole('button', { name: 'Erase buyer' })).not.toBeInTheDocument();
  logged.mockRestore();
});

it('refuses a wrong address under the field, without asking the API', async () => {
  renderTab();
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(emailField()).toHaveAccessibleDescription('Please enter an e-mail address');
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveFocus();
  await userEvent.type(emailField(), 'buyer@');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(find).not.toHaveBeenCalled();
});

it('Export data downloads what the API answers as buyer-data.json', async () => {
  find.mockResolvedValue(aBuyerSummary());
  const file = new Blob(['{"email":"buyer@example.com"}'], { type: 'application/json' });
  exportData.mockResolvedValue(file);
  const objectUrl = jest.fn((_: Blob) => 'blob:buyer');
  URL.createObjectURL = objectUrl;
  URL.revokeObjectURL = jest.fn();
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  await findBuyer();
  await userEvent.click(await screen.findByRole('button', { name: 'Export data' }));
  await waitFor(() => expect(names).toEqual(['buyer-data.json']));
  expect(exportData).toHaveBeenCalledWith('buyer@example.com');
  expect(objectUrl).toHaveBeenCalledWith(file);
  click.mockRestore();
});

describe('Erase buyer', () => {
  async function openErase() {
    find.mockResolvedValue(aBuyerSummary());
    await findBuyer();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase buyer@example.com?' });
    return { dialog, confirm: within(dialog).getByRole('button', { name: 'Erase buyer' }) };
  }

  it('says exactly what happens and needs the e-mail address typed again', async () => {
    const { dialog, confirm } = await openErase();
    expect(dialog).toHaveAccessibleDescription(
      'Their name, e-mail, phone and address are replaced on every order, ticket and payment. Amounts, dates and references stay for the accounts. This cannot be undone.',
    );
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByRole('textbox', { name: 'Type the e-mail address again to confirm' });
    await userEvent.type(typed, 'buyer@example.co');
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, 'm');
    expect(confirm).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(erase).not.toHaveBeenCalled();
  });

  it('erases, says what was erased, and the summary is gone', async () => {
    const { dialog, confirm } = await openErase();
    erase.mockResolvedValue({ orders: 2, tickets: 3, payments: 2, merchandiseOrders: 1, emails: 4 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type the e-mail address again to confirm' }), 'BUYER@example.com');
    await userEvent.click(confirm);
    expect(erase).toHaveBeenCalledWith('buyer@example.com', expect.anything());
    expect(await screen.findByText('The buyer was erased: 2 orders, 3 tickets, 2 payments and 1 merchandise order.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Held about buyer@example.com' })).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('');
  });

  it("keeps the dialog open with the API's refusal", async () => {
    const { dialog, confirm } = await openErase();
    erase.mockRejectedValue(apiError(404, 'No buyer with that e-mail address'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type the e-mail address again to confirm' }), 'buyer@example.com');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No buyer with that e-mail address');
  });
});

describe('the automatic erasure rule', () => {
  it('is shown to the owner, who may read the team rules', async () => {
    signInAs('OWNER');
    renderTab();
    expect(
      await screen.findByText('Buyers are erased automatically 36 months after their last event. Change it in Team rules.'),
    ).toBeInTheDocument();
    expect(settings).toHaveBeenCalled();
  });

  it('is not asked for by an admin, who is told the owner sets it', () => {
    renderTab();
    expect(screen.getByTestId('erasure-rule')).toHaveTextContent(
      'The owner sets whether buyers are erased automatically, in Settings > Team.',
    );
    expect(settings).not.toHaveBeenCalled();
  });
});
