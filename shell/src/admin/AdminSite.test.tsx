import { render, screen } from '@testing-library/react';
import { authActions } from '@shared/auth';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Area } from '../areas';
import AdminSite from './AdminSite';

// What the login page must not download: a module that is required at all is marked here.
const loaded = new Set<string>();
jest.mock('@shared/api', () => {
  loaded.add('@shared/api');
  return {};
});
jest.mock('@tanstack/react-query', () => {
  loaded.add('@tanstack/react-query');
  return {};
});
// The login page's chunk, marked when asked for and otherwise the real page.
jest.mock('../login/loadLoginPage', () => ({
  loadLoginPage: jest.fn(async () => {
    loaded.add('login page');
    const { LoginPage } = await import('../login/LoginPage');
    return { default: LoginPage };
  }),
}));
jest.mock('./loadSignedInArea', () => ({
  loadSignedInArea: jest.fn(async () => {
    loaded.add('signed-in area');
    return { default: ({ area }: { area: Area }) => <p>signed-in area of {area.remote}</p> };
  }),
}));

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminSite />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  loaded.clear();
  authActions.logout();
});

describe('AdminSite', () => {
  it('shows the login page, its own chunk, with neither the API client, the query cache nor the signed-in pages', async () => {
    openAt('/admin/login');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.getByText('at /admin/login')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 3000 })).toBeInTheDocument();
    expect([...loaded].filter((name) => name !== 'login page')).toEqual([]);
  });

  it('sends a signed-out visitor of an admin page to the login without loading the signed-in pages', async () => {
    openAt('/admin/events');
    expect(await screen.findByText('at /admin/login')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 3000 })).toBeInTheDocument();
    expect([...loaded].filter((name) => name !== 'login page')).toEqual([]);
  });

  it("shows a signed-in member's page in the signed-in area", async () => {
    authActions.signIn('tok', admin);
    openAt('/admin/events');
    expect(await screen.findByText('signed-in area of event_hub')).toBeInTheDocument();
    // The login's form and inputs are not a signed-in member's download (npm run bench weighs it).
    expect([...loaded]).toEqual(['signed-in area']);
  });
});
