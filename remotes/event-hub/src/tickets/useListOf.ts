import { useEffect, useState } from 'react';

/**
 * A list for one of the ticket page's grids: null while it loads; on failure an empty list and
 * `failure` in the console (a failed ticket list is only logged, the page stays usable).
 * Loaded again when `key` changes.
 */
export function useListOf<Row>(load: () => Promise<Row[]>, failure: string, key: string): Row[] | null {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (list) => live && setRows(list),
      (error: unknown) => {
        console.error(failure, error);
        if (live) setRows([]);
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; `key` says when it loads something else.
  }, [key]);
  return rows;
}
