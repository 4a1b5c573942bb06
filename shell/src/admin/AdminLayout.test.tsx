import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, useAdminProfile, useTwoFactorStatus } from '@shared/api';
import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';

jest.mock('@shared/api', () => ({
  authApi: { logout: jest.fn() },
  useAdminProfile: jest.fn(() => ({ data: undefined })),
  useTwoFactorStatus: jest.fn(() => ({ data: { enabled: false, required: false } })),
}));
const logout = authApi.logout as jest.MockedFunction<typeof authApi.logout>;

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <Routes>
        <Route path="/admin/login" element={<p>login page</p>} />
        <Route path="/admin/settings" element={<Where />} />
        <Route path="/admin/*" element={<AdminLayout>admin content</AdminLayout>} />
      </Routes>
    </MemoryRouter>,
  );
}

// jsdom has no matchMedia, so the layout is the small-screen one: the sidebar opens from the menu button.
async function openSignOut() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
}

beforeEach(() => {
  logout.mockReset();
  authActions.signIn('tok', admin);
});

describe('AdminLayout sign-out', () => {
  it('Cancel closes the dialog and keeps the session', async () => {
    renderLayout();
    await openSignOut();
    expect(screen.getByRole('dialog', { name: 'Sign Out' })).toHaveTextContent('Are you sure you want to sign out?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(authAtom).isAuthenticated).toBe(true);
    expect(logout).not.toHaveBeenCalled();
  });

  it('confirming logs out on the server, clears local storage and goes to the login page', async () => {
    localStorage.setItem('paymentSuccessImage', '/x.svg');
    logout.mockResolvedValue();
    renderLayout();
    await openSignOut();
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    await userEvent.click(dialog.querySelector('button.MuiButton-contained')!);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    logout.mockRejectedValue(new Error('offline'));
    renderLayout();
    await openSignOut();
    await userEvent.click(screen.getByRole('dialog', { name: 'Sign Out' }).querySelector('button.MuiButton-contained')!);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });
});

describe('AdminLayout on a small screen', () => {
  it('opens the sidebar as a dialog named Menu, holding the admin navigation', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});

describe('AdminLayout and the role', () => {
  it('shows what the role the API answers may open, even when it changed since signing in', async () => {
    jest.mocked(useAdminProfile).mockReturnValue({ data: { ...admin, role: 'CHECK_IN' } } as ReturnType<typeof useAdminProfile>);
    renderLayout();
    await waitFor(() => expect(store.get(authAtom).user?.role).toBe('CHECK_IN'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Check-in', 'Settings']);
    jest.mocked(useAdminProfile).mockReturnValue({ data: undefined } as ReturnType<typeof useAdminProfile>);
  });
});

describe('AdminLayout and a team that requires two-factor sign-in', () => {
  it('sends a member without it to Security, whatever page they open', async () => {
    jest.mocked(useTwoFactorStatus).mockReturnValue({ data: { enabled: false, required: true } } as ReturnType<typeof useTwoFactorStatus>);
    renderLayout();
    expect(await screen.findByText('at /admin/settings?tab=security')).toBeInTheDocument();
    jest.mocked(useTwoFactorStatus).mockReturnValue({ data: { enabled: false, required: false } } as ReturnType<typeof useTwoFactorStatus>);
  });
});
