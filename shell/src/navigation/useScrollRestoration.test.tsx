import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

let navigate: NavigateFunction;
let pageHeight = 5000;
let resizeCallbacks: ResizeObserverCallback[] = [];
let documentOpenedBy: NavigationTimingType = 'navigate';

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

/** The visitor (or the code) scrolls: jsdom has no layout, so the position is set by hand. */
function scrollTo(_x: number, y: number) {
  window.scrollY = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
  window.dispatchEvent(new Event('scroll'));
}

async function visitorScrollsTo(y: number) {
  scrollTo(0, y);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

function openSite() {
  return render(
    <MemoryRouter initialEntries={['/experiences']}>
      <Page />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  documentOpenedBy = 'navigate';
  pageHeight = 5000;
  window.scrollY = 0;
  // jsdom has no navigation timing: how the browser opened the document.
  performance.getEntriesByType = (() => [{ type: documentOpenedBy }]) as unknown as typeof performance.getEntriesByType;
  resizeCallbacks = [];
  window.scrollTo = jest.fn(scrollTo) as unknown as typeof window.scrollTo;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      resizeCallbacks = [];
    }
  };
});

test('a reloaded page returns to where it was; the same address opened afresh starts at the top', async () => {
  const site = openSite();
  await visitorScrollsTo(700);
  window.dispatchEvent(new Event('pagehide'));
  site.unmount();
  expect(JSON.parse(sessionStorage.getItem('scroll-positions')!)).toEqual(expect.objectContaining({ default: 700 }));

  documentOpenedBy = 'reload';
  window.scrollY = 0;
  openSite().unmount();
  expect(window.scrollY).toBe(700);

  documentOpenedBy = 'navigate';
  window.scrollY = 0;
  openSite();
  expect(window.scrollY).toBe(0);
});

test('a new page opens at the top', async () => {
  openSite();
  await visitorScrollsTo(1200);
  act(() => navigate('/experiences/check-out?event=1'));
  expect(window.scrollY).toBe(0);
});

test('a change of the query on the same page leaves the page where it is', async () => {
  openSite();
  await visitorScrollsTo(900);
  act(() => navigate('/experiences?sort=date'));
  expect(window.scrollY).toBe(900);
});

test('Back returns to where the visitor was on that page, and Forward to where they were on the next', async () => {
  openSite();
  await visitorScrollsTo(1200);
  act(() => navigate('/experiences/check-out?event=1'));
  await visitorScrollsTo(300);
  act(() => navigate(-1));
  expect(window.scrollY).toBe(1200);
  act(() => navigate(1));
  expect(window.scrollY).toBe(300);
});

test('Back to a page whose content is still arriving waits for it to be tall enough', async () => {
  openSite();
  await visitorScrollsTo(2400);
  act(() => navigate('/parties'));
  pageHeight = 1000;
  act(() => navigate(-1));
  expect(window.scrollY).toBeLessThan(2400);
  pageHeight = 5000;
  act(() => resizeCallbacks.forEach((callback) => callback([], {} as ResizeObserver)));
  expect(window.scrollY).toBe(2400);
});
