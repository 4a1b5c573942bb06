import { createContext, useContext, useEffect, useState } from 'react';
import { addStyles } from './css';
import './baseStyles';

addStyles(
  'ui-skeletons',
  `
.ui-page-skeleton { padding: 24px; }
.ui-card-grid { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 600px) { .ui-card-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 900px) { .ui-card-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
`,
);

/**
 * When the visitor asked for the page on screen, on the page's performance clock (0 is the start of
 * the document's own navigation). The shell provides it (shell/src/navigation/usePageRequestedAt.ts);
 * without it a skeleton's time counts from its mount.
 */
export const PageRequestedAt = createContext<number | undefined>(undefined);

/**
 * The product fixes how long some skeletons show (login 1.5 s; dashboard, payments, event forms
 * 800 ms): that long from when the visitor asked for the page, which is what they see as loading.
 * The shell's own skeleton covers the time its remote takes to arrive, so counting from the page's
 * mount instead showed a skeleton for the remote's load time plus the whole delay
 * (docs/architecture.md#skeletons). Returns false until then; the moment is fixed at mount, so a
 * later change of the page's address (a filter) never brings the skeleton back.
 */
export function useSkeletonDelay(ms: number): boolean {
  const requestedAt = useContext(PageRequestedAt);
  const [readyAt] = useState(() => (requestedAt ?? performance.now()) + ms);
  const [ready, setReady] = useState(() => performance.now() >= readyAt);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), readyAt - performance.now());
    return () => clearTimeout(timer);
  }, [ready, readyAt]);
  return ready;
}

function Bar({ width = '100%', height }: { width?: string | number; height: number }) {
  return <span className="ui-skeleton" style={{ width, height, marginBottom: 8 }} />;
}

/** Skeleton cards in the grid the event lists use, so nothing moves when the cards arrive. */
export function CardGridSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className="ui-card-grid" aria-busy="true" aria-label="Loading" role="status">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i}>
          <Bar height={220} />
          <Bar width="70%" height={20} />
          <Bar width="50%" height={20} />
        </div>
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className="ui-page-skeleton" aria-busy="true" aria-label="Loading" role="status">
      <Bar width="30%" height={40} />
      <Bar height={160} />
      <Bar height={320} />
    </div>
  );
}
