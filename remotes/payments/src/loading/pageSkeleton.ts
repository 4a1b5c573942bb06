import { useSkeletonDelay } from '@shared/ui';

/** The dashboard and payments skeletons show for 800 ms. */
export const SKELETON_MS = 800;

/** What the page shows of its one read (a query of @shared/api). */
export interface PageRead {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
}

/** The read failed and is not being tried again: the page shows its failure message with Retry. */
export const readFailed = (read: PageRead) => read.isError && !read.isFetching;

/** The skeleton stays for SKELETON_MS after mount and until the page's first answer (data or failure). */
export function usePageSkeleton(read: PageRead): boolean {
  const delayPassed = useSkeletonDelay(SKELETON_MS);
  return !delayPassed || (read.data === undefined && !readFailed(read));
}
