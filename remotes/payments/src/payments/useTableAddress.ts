import { useEffect, useMemo, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { readTableState, tableSearchParams, type PaymentTableState } from './tableState';

/**
 * The table's state as the address holds it, and `show` to change part of it. The router applies
 * an address in a transition, and with thousands of payments a render takes long enough for the
 * next click (the page, just after a sort) to come first; `show` builds on the last state asked
 * for, not on the one on screen, or that click would put the old sort back. What was asked is
 * forgotten once the address shows it, or when Back or Forward change the address instead: an
 * earlier address arriving while a later one is on its way does not count.
 */
export function useTableAddress(sortable: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const table = useMemo(() => readTableState(params, sortable), [params, sortable]);
  const navigationType = useNavigationType();
  const asked = useRef<PaymentTableState | null>(null);
  useEffect(() => {
    if (navigationType === 'POP' || (asked.current && tableSearchParams(asked.current).toString() === params.toString()))
      asked.current = null;
  }, [params, navigationType]);
  const show = (next: Partial<PaymentTableState>) => {
    const state = { ...(asked.current ?? table), ...next };
    asked.current = state;
    // Replaced, not pushed: Back leaves the page rather than undoing each keystroke of the search.
    setParams(tableSearchParams(state), { replace: true });
  };
  return { table, show };
}
