import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, auditApi, teamApi, twoFactorApi } from '@shared/api';
import { authActions } from '@shared/auth';
import { signInAs } from '@shared/auth/testing';
import type { AdminRole } from '@shared/domain';
import { SettingsPage } from './SettingsPage';
import { mountedAt } from './testing/mountedAt';

const me = jest.spyOn(adminApi, 'me');
jest.spyOn(twoFactorApi, 'status').mockResolvedValue({ enabled: false, required: false });
jest.spyOn(teamApi, 'members').mockResolvedValue([]);
jest.spyOn(teamApi, 'invitations').mockResolvedValue([]);
jest.spyOn(teamApi, 'settings').mockResolvedValue({ requireTwoFactor: false, eraseBuyersAfterMonths: null });
jest.spyOn(auditApi, 'list').mockResolvedValue([]);

beforeEach(() => me.mockResolvedValue({ id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' }));
afterEach(() => authActions.logout());

const renderAt = (address = '/admin/settings') => render(<SettingsPage />, { wrapper: mountedAt(address) });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const address = () => screen.getByRole('status', { name: 'Address' });

it('opens on Profile and switches to Security', async () => {
  renderAt();
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
  expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Security' })).toContainElement(screen.getByLabelText(/^Current Password/));
  expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
});

describe('the tabs of each role (docs/product-rules.md#roles)', () => {
  it.each([
    ['CHECK_IN', ['Profile', 'Security']],
    ['FINANCE', ['Profile', 'Security']],
    ['ADMIN', ['Profile', 'Security', 'Activity', 'Buyer data']],
    ['OWNER', ['Profile', 'Security', 'Team', 'Activity', 'Buyer data']],
  ] as [AdminRole, string[]][])('%s sees %j', async (role, tabs) => {
    signInAs(role);
    renderAt();
    expect(tabNames()).toEqual(tabs);
    expect(await screen.findByText('Ada')).toBeInTheDocument();
  });

  it('a tab the role may not open, or an unknown one, shows Profile', async () => {
    signInAs('ADMIN');
    renderAt('/admin/settings?tab=team');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team members' })).not.toBeInTheDocument();
  });

  it('an unknown tab shows Profile', async () => {
    signInAs('OWNER');
    renderAt('/admin/settings?tab=billing');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ada')).toBeInTheDocument();
  });
});

describe('the open tab lives in the address', () => {
  it('opens the tab the address names, so a link or a reload shows it', async () => {
    signInAs('OWNER');
    renderAt('/admin/settings?tab=security');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  });

  it('writes the chosen tab, and nothing for Profile', async () => {
    signInAs('OWNER');
    renderAt();
    expect(address()).toHaveTextContent(/^$/);
    await userEvent.click(screen.getByRole('tab', { name: 'Team' }));
    await waitFor(() => expect(address()).toHaveTextContent('?tab=team'));
    const panel = screen.getByRole('tabpanel', { name: 'Team' });
    expect(await within(panel).findByRole('heading', { name: 'Team members' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(address()).toHaveTextContent('?tab=activity'));
    expect(await screen.findByRole('grid', { name: 'Activity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Buyer data' }));
    await waitFor(() => expect(address()).toHaveTextContent('?tab=buyers'));
    expect(await screen.findByRole('heading', { name: 'Buyer data', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(address()).toHaveTextContent(/^$/);
  });

  it("leaves one tab's filters behind when another is opened", async () => {
    signInAs('ADMIN');
    renderAt('/admin/settings?tab=activity&entity=event');
    expect(await screen.findByRole('grid', { name: 'Activity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(address()).toHaveTextContent(/^\?tab=security$/);
  });
});
