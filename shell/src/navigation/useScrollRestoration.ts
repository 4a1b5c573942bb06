// Where the page stands after a navigation, as a browser does it for full page loads
// (docs/architecture.md#scroll-position): a new page opens at the top, Back and Forward return
// to where the visitor was on that entry, and a same-page change (a filter in the query, a replaced
// entry) leaves the page where it is. The router is a BrowserRouter, so react-router's
// <ScrollRestoration> (data routers only) is not available; this is the same idea keyed on
// location.key.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const storageKey = 'scroll-positions';
/** How long a restored position waits for a page whose content is still arriving (a remote, a list). */
const settleMs = 3000;

type Positions = Map<string, number>;

/**
 * Every entry's last position, kept in memory as the visitor scrolls and written to the session's
 * storage when the document is left, so a reload or a Back from another site finds them too.
 */
let positions: Positions | null = null;

function knownPositions(): Positions {
  if (!positions) {
    try {
      positions = new Map(Object.entries(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>));
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

function persistPositions(): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(knownPositions())));
  } catch {
    // Storage full or disabled: a reloaded page then opens at the top, which is still a usable page.
  }
}

/** Scrolls to `top` now, or as soon as the page has grown tall enough, unless the visitor scrolls first. */
function restore(top: number): () => void {
  const scrollingElement = document.documentElement;
  const reached = () => scrollingElement.scrollHeight - window.innerHeight >= top;
  window.scrollTo(0, top);
  if (reached()) return () => undefined;

  // The visitor scrolling first wins: the page is theirs from then on.
  const userScrollEvents = ['wheel', 'touchstart', 'keydown'] as const;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), settleMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userScrollEvents) window.removeEventListener(type, stop);
  }
  for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

/**
 * Whether the document itself was reloaded or reached by Back/Forward (its entry may have a saved
 * position) rather than opened afresh: a first entry is always keyed 'default', so a position saved
 * for an earlier visit in this tab must not be applied to a newly typed address.
 */
function documentRevisited(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function scrollForNewPage(location: Location): void {
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry last placed: a second run for the same entry (StrictMode's) leaves the page alone.
  const placed = useRef<{ key: string; pathname: string } | null>(null);

  // The router, not the browser, decides: the browser's own restoring would run before a page
  // rendered by a remote exists.
  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  // The entry the page shows: switched before the new page scrolls (below), so no scroll of the new
  // page, a clamp to its shorter length included, is ever taken for the old one's.
  const current = useRef(location.key);

  useEffect(() => {
    const onScroll = () => knownPositions().set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistPositions);
    };
  }, []);

  // Before paint, so the new page is never seen at the old page's position.
  useLayoutEffect(() => {
    const previous = placed.current;
    if (previous?.key === location.key) return undefined;
    placed.current = { key: location.key, pathname: location.pathname };
    current.current = location.key;
    if (!previous && !documentRevisited()) return undefined;
    if (!previous || navigationType === 'POP') return restore(knownPositions().get(location.key) ?? 0);
    if (navigationType === 'PUSH' && previous.pathname !== location.pathname) scrollForNewPage(location);
    return undefined;
  }, [location, navigationType]);
}
