import { useAskedSearchParams } from '@shared/ui';
import { useMemo } from 'react';
import { readTableState, tableSearchParams, type PaymentTableState } from './tableState';

/**
 * The table's state as the address holds it, and `show` to change part of it. With thousands of
 * payments a render takes long enough for the next click (the page, just after a sort) to come
 * before the address shows the last; `show` builds on the last state asked for
 * (useAskedSearchParams), not on the one on screen, or that click would put the old sort back.
 */
export function useTableAddress(sortable: readonly string[]) {
  const [params, ask] = useAskedSearchParams();
  const table = useMemo(() => readTableState(params, sortable), [params, sortable]);
  const show = (next: Partial<PaymentTableState>) =>
    // Replaced, not pushed: Back leaves the page rather than undoing each keystroke of the search.
    ask((last) => tableSearchParams({ ...readTableState(last, sortable), ...next }), { replace: true });
  return { table, show };
}
