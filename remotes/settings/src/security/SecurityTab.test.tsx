import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, CallFailed, twoFactorApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { authActions, authAtom, getToken } from '@shared/auth';
import { store } from '@shared/store';
import { ToastHost } from '@shared/ui';
import { SecurityTab } from './SecurityTab';

const changePassword = jest.spyOn(adminApi, 'changePassword');
jest.spyOn(twoFactorApi, 'status').mockResolvedValue({ enabled: false, required: false });

const fields = () => ({
  current: screen.getByLabelText(/^Current Password/),
  fresh: screen.getByLabelText(/^New Password/),
  confirm: screen.getByLabelText(/^Confirm New Password/),
});

async function fill(current: string, fresh: string, confirm: string) {
  const f = fields();
  if (current) await userEvent.type(f.current, current);
  if (fresh) await userEvent.type(f.fresh, fresh);
  if (confirm) await userEvent.type(f.confirm, confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

afterEach(() => authActions.logout());

beforeEach(async () => {
  changePassword.mockReset();
  render(
    <>
      <SecurityTab />
      <ToastHost />
    </>,
    { wrapper: TestQueries },
  );
  await screen.findByTestId('two-factor-status');
});

it('has three required password fields, each with its own show/hide toggle', async () => {
  const { current, fresh, confirm } = fields();
  for (const input of [current, fresh, confirm]) {
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeRequired();
  }
  await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
  expect(fresh).toHaveAttribute('type', 'text');
  expect(current).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Hide new password' }));
  expect(fresh).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show current password' }));
  expect(current).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Show confirm new password' }));
  expect(confirm).toHaveAttribute('type', 'text');
});

it.each([
  ['', 'Longenough1', 'Longenough1', 'Please fill in all fields', 'current'],
  ['Admin123!', 'Longenough1', '', 'Please fill in all fields', 'confirm'],
  ['Admin123!', 'short', 'short', 'New password must be at least 8 characters', 'fresh'],
  ['Admin123!', 'Longenough1', 'Longenough2', 'New password and confirmation do not match', 'confirm'],
] as const)(
  'refuses %j / %j / %j with "%s" in a toast and under the field, which takes the focus, and sends nothing',
  async (current, fresh, confirm, message, wrong) => {
    await fill(current, fresh, confirm);
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent(message));
    const field = fields()[wrong];
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
    await userEvent.type(field, 'x');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  },
);

it('sends the form, keeps the session with the token answered, toasts success and clears every field', async () => {
  authActions.signIn('token-before', { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' });
  changePassword.mockResolvedValue('token-after');
  await fill('Admin123!', 'N3w-passphrase', 'N3w-passphrase');
  expect(changePassword).toHaveBeenCalledWith({
    currentPassword: 'Admin123!',
    newPassword: 'N3w-passphrase',
    confirmPassword: 'N3w-passphrase',
  });
  expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
  expect(getToken()).toBe('token-after');
  expect(store.get(authAtom).user?.name).toBe('Ada');
  for (const input of Object.values(fields())) expect(input).toHaveValue('');
});

it("shows the server's message and keeps the form when the API refuses", async () => {
  changePassword.mockRejectedValue(new CallFailed(400, { message: 'Current password is incorrect' }));
  await fill('wrong-one', 'N3w-passphrase', 'N3w-passphrase');
  expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  expect(fields().fresh).toHaveValue('N3w-passphrase');
});

it('shows the two-factor sign-in below the password', async () => {
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off');
});
