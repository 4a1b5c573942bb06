import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { usePageRequestedAt } from './usePageRequestedAt';

let navigate: NavigateFunction;
const seen: number[] = [];

function Page() {
  navigate = useNavigate();
  seen.push(usePageRequestedAt());
  return null;
}

beforeEach(() => {
  seen.length = 0;
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => jest.useRealTimers());

test('the page the browser opened was asked for when the document started; a later path when it first rendered', () => {
  jest.advanceTimersByTime(400);
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <Page />
    </MemoryRouter>,
  );
  expect(seen.at(-1)).toBe(0);

  jest.advanceTimersByTime(5000);
  const clicked = performance.now();
  act(() => navigate('/admin/payments'));
  expect(seen.at(-1)).toBe(clicked);
  // Every render of the new page reads the moment of its first one.
  expect(new Set(seen.slice(seen.indexOf(clicked)))).toEqual(new Set([clicked]));

  jest.advanceTimersByTime(300);
  act(() => navigate('/admin/payments?status=Refunded'));
  expect(seen.at(-1)).toBe(clicked);

  jest.advanceTimersByTime(300);
  act(() => navigate('/admin/dashboard'));
  expect(seen.at(-1)).toBe(clicked + 600);
});
