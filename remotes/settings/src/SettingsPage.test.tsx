import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { SettingsPage } from './SettingsPage';

const me = jest.spyOn(adminApi, 'me');

it('opens on Profile and switches to Security', async () => {
  me.mockResolvedValue({ id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' });
  render(<SettingsPage />, { wrapper: TestQueries });
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
  expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Security' })).toContainElement(screen.getByLabelText(/^Current Password/));
  expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
});
