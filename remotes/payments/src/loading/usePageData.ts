import { useSkeletonDelay } from '@shared/ui';
import { useCallback, useEffect, useState } from 'react';

/** The dashboard and payments skeletons show for 800 ms. */
export const SKELETON_MS = 800;

export interface PageData<T> {
  /** The last data that arrived; kept while a new `key` loads, so the page does not blank. */
  data: T | undefined;
  /** A request is in flight. */
  loading: boolean;
  /** The latest request failed. */
  failed: boolean;
  /** The skeleton stays for SKELETON_MS after mount and until the first answer (data or failure). */
  skeleton: boolean;
  retry: () => void;
}

/**
 * Loads a page's data from the API with `load(key)`, again whenever `key` changes; `load` must
 * be a stable function (a module-level one). Answers to superseded requests are dropped, so
 * quickly switching (say, range tabs) never shows an older answer last.
 */
export function usePageData<K, T>(load: (key: K) => Promise<T>, key: K, describe: string): PageData<T> {
  const delayPassed = useSkeletonDelay(SKELETON_MS);
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailed(false);
    load(key).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        console.error(`Could not load ${describe}`, error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [load, key, attempt, describe]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const answered = data !== undefined || failed;
  return { data, loading, failed, skeleton: !delayPassed || !answered, retry };
}
