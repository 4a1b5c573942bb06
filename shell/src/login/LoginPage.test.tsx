import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { ToastHost } from '@shared/ui';
import { CallFailed, signInApi } from '@shared/api/sign-in';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadSignedInArea } from '../admin/loadSignedInArea';
import { LoginPage } from './LoginPage';

jest.mock('../admin/loadSignedInArea', () => ({ loadSignedInArea: jest.fn() }));

const login = jest.spyOn(signInApi, 'login');
const secondFactor = jest.spyOn(signInApi, 'loginSecondFactor');
const preload = jest.mocked(loadSignedInArea);
const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin/dashboard" element={<p>dashboard page</p>} />
        <Route path="/admin/events/check-in" element={<p>check-in page</p>} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

async function pastSkeleton() {
  expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1500);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  login.mockReset();
  secondFactor.mockReset();
  preload.mockClear();
  authActions.logout();
});
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('LoginPage', () => {
  it('shows the skeleton for 1.5 s, then the form', async () => {
    renderLogin();
    await act(async () => {
      jest.advanceTimersByTime(1400);
    });
    expect(screen.queryByRole('heading', { name: 'Login to your account' })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
  });

  it('refuses empty fields and a malformed e-mail without calling the API', async () => {
    renderLogin();
    await pastSkeleton();
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Email'), 'admin');
    await user().type(screen.getByLabelText('Password'), 'secret');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    // One toast at a time: the field says it at once, the toast follows the first one's.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(login).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('marks each field in error, says why under it, announces it and moves the focus to the first', async () => {
    renderLogin();
    await pastSkeleton();
    await user().click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address');
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByText('Enter your email address')).toHaveAttribute('role', 'alert');
    expect(email).toHaveFocus();
    // Typing in a field takes its error away; the other keeps its own.
    await user().type(email, 'admin@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription('Enter your email address');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in, toasts and goes to the dashboard, whose pages it asked for while the password was checked', async () => {
    let askedBeforeSigningIn = false;
    login.mockImplementation(async () => {
      askedBeforeSigningIn = preload.mock.calls.length === 1;
      return { token: 'tok', admin };
    });
    renderLogin();
    await pastSkeleton();
    await user().type(screen.getByLabelText('Email'), ' admin@example.com ');
    await user().type(screen.getByLabelText('Password'), 'Admin123!');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(await screen.findByText('Login successful! Welcome back!')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'Admin123!' });
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: true, token: 'tok', user: admin });
    expect(askedBeforeSigningIn).toBe(true);
  });

  it('shows the server message when sign-in fails', async () => {
    login.mockRejectedValue(new CallFailed(401, { message: 'Invalid email or password' }));
    renderLogin();
    await pastSkeleton();
    await user().type(screen.getByLabelText('Email'), 'admin@example.com');
    await user().type(screen.getByLabelText('Password'), 'nope');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: false, loading: false, error: 'Invalid email or password' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('says so when the API cannot be reached', async () => {
    login.mockRejectedValue(new CallFailed());
    renderLogin();
    await pastSkeleton();
    await user().type(screen.getByLabelText('Email'), 'admin@example.com');
    await user().type(screen.getByLabelText('Password'), 'Admin123!');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: false, loading: false });
  });

  it("lands a member of the door on the check-in page, their role's start page", async () => {
    login.mockResolvedValue({ token: 'tok', admin: { ...admin, role: 'CHECK_IN' } });
    renderLogin();
    await pastSkeleton();
    await user().type(screen.getByLabelText('Email'), 'door@example.com');
    await user().type(screen.getByLabelText('Password'), 'Door1234!');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('check-in page')).toBeInTheDocument();
  });

  it('asks a member with two-factor sign-in for a code after the password, and signs them in with it', async () => {
    login.mockResolvedValue({ twoFactorRequired: true, challenge: 'proof-of-password' });
    secondFactor.mockRejectedValueOnce(new CallFailed(401, { message: 'Invalid code' }));
    secondFactor.mockResolvedValueOnce({ token: 'tok', admin });
    renderLogin();
    await pastSkeleton();
    await user().type(screen.getByLabelText('Email'), 'admin@example.com');
    await user().type(screen.getByLabelText('Password'), 'Admin123!');
    await user().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    await user().type(code, '000000');
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid code'));
    await user().clear(code);
    await user().type(code, '123456');
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(secondFactor).toHaveBeenLastCalledWith({ challenge: 'proof-of-password', code: '123456' });
    expect(store.get(authAtom)).toMatchObject({ isAuthenticated: true, token: 'tok' });
  });

  it('redirects to the dashboard when already signed in', () => {
    authActions.signIn('tok', admin);
    renderLogin();
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});
