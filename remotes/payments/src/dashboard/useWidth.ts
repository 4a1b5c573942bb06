import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of `ref`'s element, followed as the layout changes it. Observed before the
 * first paint: the browser reports the size in the same frame, so nothing is shown at width 0.
 */
export function useWidth(ref: RefObject<Element | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
