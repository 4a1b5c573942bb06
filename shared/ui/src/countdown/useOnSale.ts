import { useEffect, useState } from 'react';
import { instantOf, LONGEST_TIMEOUT_MS } from './clock';

/**
 * Whether an event's tickets are on sale: true with no on-sale time or once it has passed. Before
 * it, one timer re-renders the caller when it comes, so its buttons appear without a reload and the
 * page does not re-render every second (only the countdown does).
 */
export function useOnSale(onSaleAt: string | null | undefined): boolean {
  const at = instantOf(onSaleAt);
  const [now, setNow] = useState(() => Date.now());
  const open = at === undefined || now >= at;
  useEffect(() => {
    if (at === undefined || open) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [at, open, now]);
  return open;
}
