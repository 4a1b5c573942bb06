import { render, screen } from '@testing-library/react';
import { adminApi } from '@shared/api';
import { authActions } from '@shared/auth';
import { SettingsPage } from './SettingsPage';

jest.mock('@shared/api', () => ({ adminApi: { me: jest.fn() } }));
const me = adminApi.me as jest.MockedFunction<typeof adminApi.me>;

it('shows the signed-in admin at once, then the profile from the API', async () => {
  authActions.signIn('tok', { id: 'a1', email: 'old@example.com', name: 'Ada', role: 'ADMIN' });
  me.mockResolvedValue({ id: 'a1', email: 'admin@example.com', name: 'Ada Lovelace', role: 'ADMIN' });
  render(<SettingsPage />);
  expect(screen.getByTestId('profile-email')).toHaveTextContent('old@example.com');
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByTestId('profile-email')).toHaveTextContent('admin@example.com');
});
