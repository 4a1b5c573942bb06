import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';

jest.mock('@shared/api/early', () => ({ fetchEventList: jest.fn(async () => []) }));

const openAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

it('answers an address that is none of its pages with "Page not found" and the ways back in', () => {
  openAt('/no-such-page');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'See experiences' })).toHaveAttribute('href', '/experiences');
  expect(screen.getByRole('link', { name: 'See parties' })).toHaveAttribute('href', '/parties');
});

it('does not pass an unknown address off as the home page', () => {
  openAt('/experiences/no-such-page');
  expect(screen.queryByRole('heading', { level: 1, name: /Effortless Event Discovery/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
