import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigationType, useSearchParams } from 'react-router-dom';

/**
 * The address's query string, and `ask` to change it. The router applies an address in a
 * transition, so a second click can come before the address shows the first (a filter, then a
 * page); each change must build on the last one asked for, not on the one still on screen, or it
 * puts back what the first took out. What was asked is forgotten once the address shows it, or
 * when Back or Forward change the address instead: an earlier address arriving while a later one
 * is on its way does not count.
 */
export function useAskedSearchParams() {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (navigationType === 'POP' || asked.current?.toString() === params.toString()) asked.current = null;
  }, [params, navigationType]);
  const ask = useCallback(
    /** `change` is given a copy of the last address asked for (or the one shown) and answers the next. */
    (change: (last: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(asked.current ?? params));
      asked.current = next;
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, ask] as const;
}
