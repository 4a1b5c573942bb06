import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallFailed, invitationApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { authActions, authAtom } from '@shared/auth';
import { store } from '@shared/store';
import { ToastHost } from '@shared/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { InvitationPage } from './InvitationPage';

const preview = jest.spyOn(invitationApi, 'preview');
const accept = jest.spyOn(invitationApi, 'accept');

function apiError(status: number, message: string) {
  return new CallFailed(status, { message });
}

function open() {
  render(
    <TestQueries>
      <MemoryRouter initialEntries={['/admin/invitation/tok-1']}>
        <Routes>
          <Route path="/admin/invitation/:token" element={<InvitationPage token="tok-1" />} />
          <Route path="/admin/events/check-in" element={<p>check-in page</p>} />
          <Route path="/admin/login" element={<p>login page</p>} />
        </Routes>
        <ToastHost />
      </MemoryRouter>
    </TestQueries>,
  );
}

beforeEach(() => {
  preview.mockReset();
  accept.mockReset();
  authActions.logout();
});

it('says whom the invitation is for, refuses a short password where it is, then signs the new member in at their start page', async () => {
  preview.mockResolvedValue({ email: 'door@example.com', role: 'CHECK_IN', expiresAt: '2031-01-04T10:00:00.000Z' });
  const member = { id: 'm2', email: 'door@example.com', name: 'Dee Door', role: 'CHECK_IN' as const };
  accept.mockResolvedValue({ token: 'session', admin: member });
  open();
  expect(await screen.findByText(/You are invited as Check-in with door@example.com/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Your name'), 'Dee Door');
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
  expect(password).toHaveFocus();
  expect(accept).not.toHaveBeenCalled();

  await userEvent.type(password, '-and-long');
  await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
  expect(await screen.findByText('check-in page')).toBeInTheDocument();
  expect(accept).toHaveBeenCalledWith('tok-1', { name: 'Dee Door', password: 'short-and-long' });
  expect(store.get(authAtom)).toMatchObject({ isAuthenticated: true, token: 'session', user: member });
});

it('says an expired or used invitation cannot be used, with the way to the login', async () => {
  preview.mockRejectedValue(apiError(410, 'This invitation has expired.'));
  open();
  expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
  expect(screen.getByText(/This invitation has expired\. Ask an owner of the team to invite you again\./)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Go to the login' }));
  await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
});
