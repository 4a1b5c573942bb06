import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { authActions } from '@shared/auth';
import { signInAs } from '@shared/auth/testing';
import { LAST_OWNER_MESSAGE } from '@shared/domain';
import { ToastHost } from '@shared/ui';
import { apiError } from '../testing/apiError';
import { aMember, anInvitation, teamSettings } from '../testing/fixtures';
import { TeamTab } from './TeamTab';

const members = jest.spyOn(teamApi, 'members');
const invitations = jest.spyOn(teamApi, 'invitations');
const settings = jest.spyOn(teamApi, 'settings');
const invite = jest.spyOn(teamApi, 'invite');
const withdraw = jest.spyOn(teamApi, 'withdraw');
const changeRole = jest.spyOn(teamApi, 'changeRole');
const remove = jest.spyOn(teamApi, 'remove');
const saveSettings = jest.spyOn(teamApi, 'saveSettings');

const owner = aMember({ id: 'member-1', name: 'Olive Owner', email: 'owner@example.com' });
const grace = aMember({
  id: 'm2',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'FINANCE',
  twoFactor: false,
  lastSignInAt: null,
});

beforeEach(() => {
  for (const call of [members, invitations, settings, invite, withdraw, changeRole, remove, saveSettings]) call.mockReset();
  signInAs('OWNER');
  members.mockResolvedValue([owner, grace]);
  invitations.mockResolvedValue([anInvitation()]);
  settings.mockResolvedValue(teamSettings());
});
afterEach(() => authActions.logout());

async function renderTab() {
  render(
    <>
      <TeamTab />
      <ToastHost />
    </>,
    { wrapper: TestQueries },
  );
  await screen.findByRole('gridcell', { name: 'grace@example.com' });
  await screen.findByRole('button', { name: 'Save rules' });
}

/** The text of each cell of each member's row. */
function memberRows(): string[][] {
  return within(screen.getByRole('grid', { name: 'Team members' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-id'))
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent ?? ''),
    );
}

async function choose(scope: HTMLElement, field: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: field }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

it('lists the members: name, e-mail, role, last sign-in, two-factor, and what can be done', async () => {
  await renderTab();
  expect(memberRows()).toEqual([
    ['Olive Owner (you)', 'owner@example.com', 'Owner', '14 Mar 2026, 18:30 UTC', 'On', 'Change roleRemove'],
    ['Grace Hopper', 'grace@example.com', 'Finance', '-', 'Off', 'Change roleRemove'],
  ]);
  expect(screen.getByRole('button', { name: 'Change role of Grace Hopper' })).toHaveTextContent('Change role');
  expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toHaveTextContent('Remove');
});

describe('Invite member', () => {
  async function openInvite() {
    await renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite member' });
    return { dialog, email: within(dialog).getByRole('textbox', { name: /Email/ }) };
  }

  it('is Admin unless chosen otherwise, and refuses a missing or wrong address under the field', async () => {
    const { dialog, email } = await openInvite();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter an e-mail address');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter an e-mail address');
    expect(email).toHaveFocus();

    await userEvent.type(email, 'not-an-address');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(invite).not.toHaveBeenCalled();
  });

  it("shows the API's 409 under the e-mail address", async () => {
    const { dialog, email } = await openInvite();
    invite.mockRejectedValue(apiError(409, 'grace@example.com is already a member of the team.'));
    await userEvent.type(email, 'Grace@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('grace@example.com is already a member of the team.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Invite member' })).toBeInTheDocument();
  });

  it('sends the invitation with the chosen role and says so', async () => {
    const { dialog, email } = await openInvite();
    invite.mockResolvedValue(anInvitation({ email: 'new@example.com', role: 'CHECK_IN' }));
    await userEvent.type(email, ' New@Example.com ');
    await choose(dialog, 'Role', 'Check-in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(invite).toHaveBeenCalledWith({ email: 'new@example.com', role: 'CHECK_IN' }, expect.anything());
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Change role', () => {
  it('shows the refusal of the last owner under the role, focused', async () => {
    await renderTab();
    changeRole.mockRejectedValue(apiError(409, LAST_OWNER_MESSAGE));
    await userEvent.click(screen.getByRole('button', { name: 'Change role of Olive Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Olive Owner (owner@example.com)');
    await choose(dialog, 'Role', 'Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(changeRole).toHaveBeenCalledWith('member-1', { role: 'ADMIN' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(LAST_OWNER_MESSAGE);
    expect(role).toHaveAccessibleDescription(LAST_OWNER_MESSAGE);
    expect(role).toHaveFocus();
  });

  it('changes the role and says so', async () => {
    await renderTab();
    changeRole.mockResolvedValue({ ...grace, role: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Change role of Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    await choose(dialog, 'Role', 'Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(changeRole).toHaveBeenCalledWith('m2', { role: 'ADMIN' });
    expect(await screen.findByText('Grace Hopper is now Admin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Remove', () => {
  it('asks first, naming the member, and Cancel removes nobody', async () => {
    await renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveAccessibleDescription(
      'Remove Grace Hopper (grace@example.com) from the team? They are signed out at once and can no longer sign in.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes once confirmed', async () => {
    await renderTab();
    remove.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    members.mockResolvedValue([owner]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('m2', expect.anything());
    expect(await screen.findByText('Grace Hopper was removed from the team')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'grace@example.com' })).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the API's refusal", async () => {
    await renderTab();
    remove.mockRejectedValue(apiError(409, LAST_OWNER_MESSAGE));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Olive Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_OWNER_MESSAGE);
  });
});

describe('Pending invitations', () => {
  it('lists each with its role and expiry, and withdraws one', async () => {
    await renderTab();
    const table = screen.getByRole('table', { name: 'Pending invitations' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['grace@example.com', 'Finance', '17 Mar 2026, 09:00 UTC', 'Withdraw']);
    withdraw.mockResolvedValue(undefined);
    invitations.mockResolvedValue([]);
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw the invitation to grace@example.com' }));
    expect(withdraw).toHaveBeenCalledWith('i1', expect.anything());
    expect(await screen.findByText('Invitation to grace@example.com withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
  });
});

describe('Team rules', () => {
  const months = () => screen.getByRole('spinbutton', { name: /Months after their last event/ });

  it('shows the rules saved', async () => {
    settings.mockResolvedValue(teamSettings({ requireTwoFactor: true, eraseBuyersAfterMonths: 36 }));
    await renderTab();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Require two-factor sign-in for everyone' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Erase buyers automatically' })).toBeChecked();
    expect(months()).toHaveValue(36);
  });

  it('refuses months out of range under the field, then saves the rules', async () => {
    await renderTab();
    expect(screen.queryByLabelText(/^Months after their last event/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Require two-factor sign-in for everyone' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Erase buyers automatically' }));
    await userEvent.type(months(), '121');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(months()).toHaveAttribute('aria-invalid', 'true');
    expect(months()).toHaveAccessibleDescription('At most 120 months');
    expect(months()).toHaveFocus();
    expect(saveSettings).not.toHaveBeenCalled();

    saveSettings.mockResolvedValue(teamSettings({ requireTwoFactor: true, eraseBuyersAfterMonths: 36 }));
    await userEvent.clear(months());
    await userEvent.type(months(), '36');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(saveSettings).toHaveBeenCalledWith({ requireTwoFactor: true, eraseBuyersAfterMonths: 36 }, expect.anything());
    expect(await screen.findByText('Team rules saved')).toBeInTheDocument();
  });

  it("shows the API's refusal to require two-factor sign-in under that switch", async () => {
    await renderTab();
    saveSettings.mockRejectedValue(apiError(409, 'Turn on two-factor sign-in for your own account first.'));
    const require = screen.getByRole('switch', { name: 'Require two-factor sign-in for everyone' });
    await userEvent.click(require);
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(require).toHaveAttribute('aria-invalid', 'true'));
    expect(require).toHaveAccessibleDescription('Turn on two-factor sign-in for your own account first.');
    expect(require).toHaveFocus();
    expect(saveSettings).toHaveBeenCalledWith({ requireTwoFactor: true, eraseBuyersAfterMonths: null }, expect.anything());
  });
});
