import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, CallFailed } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { ToastHost } from '@shared/ui';
import { ProfileTab } from './ProfileTab';

const me = jest.spyOn(adminApi, 'me');
const updateProfile = jest.spyOn(adminApi, 'updateProfile');

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada Lovelace', role: 'ADMIN' as const };

function renderTab() {
  render(
    <>
      <ProfileTab />
      <ToastHost />
    </>,
    { wrapper: TestQueries },
  );
}

beforeEach(() => {
  me.mockReset();
  updateProfile.mockReset();
  authActions.signIn('tok', { id: 'a1', email: 'old@example.com', name: 'Ada', role: 'ADMIN' });
});

it('shows the signed-in admin at once, then the profile from the API', async () => {
  me.mockResolvedValue(admin);
  renderTab();
  expect(screen.getByTestId('profile-email')).toHaveTextContent('old@example.com');
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByTestId('profile-email')).toHaveTextContent('admin@example.com');
  // The role as the team names it (docs/product-rules.md#roles).
  expect(screen.getByText('Admin')).toBeInTheDocument();
});

async function openEditor() {
  renderTab();
  await screen.findByText('Ada Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  return { dialog, name: within(dialog).getByRole('textbox', { name: /Name/ }) };
}

it('Edit Profile saves the trimmed name, shows it, toasts and updates the stored user', async () => {
  me.mockResolvedValue(admin);
  updateProfile.mockResolvedValue({ ...admin, name: 'Augusta Ada King' });
  const { dialog, name } = await openEditor();
  expect(name).toHaveValue('Ada Lovelace');
  await userEvent.clear(name);
  await userEvent.type(name, '  Augusta Ada King ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(updateProfile).toHaveBeenCalledWith({ name: 'Augusta Ada King' });
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(screen.getByTestId('profile-name')).toHaveTextContent('Augusta Ada King');
  expect(store.get(authAtom)).toMatchObject({ token: 'tok', isAuthenticated: true, user: { name: 'Augusta Ada King' } });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('refuses an empty name without calling the API', async () => {
  me.mockResolvedValue(admin);
  const { dialog, name } = await openEditor();
  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Please enter your name'));
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Please enter your name');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your name');
  expect(name).toHaveFocus();
  expect(updateProfile).not.toHaveBeenCalled();
});

it('shows the server message when saving fails and keeps the old name', async () => {
  me.mockResolvedValue(admin);
  updateProfile.mockRejectedValue(new CallFailed(400, { message: 'Name must be at most 100 characters' }));
  const { dialog, name } = await openEditor();
  await userEvent.type(name, 'x');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
  expect(screen.getByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
  expect(store.get(authAtom).user?.name).toBe('Ada');
});

it('Cancel closes the editor without saving', async () => {
  me.mockResolvedValue(admin);
  const { dialog } = await openEditor();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(updateProfile).not.toHaveBeenCalled();
});
