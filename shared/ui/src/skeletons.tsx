import { useEffect, useState } from 'react';
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
 * The product fixes how long some skeletons show (login 1.5 s; dashboard, payments, event forms
 * 800 ms). Returns false until `ms` have passed since mount.
 */
export function useSkeletonDelay(ms: number): boolean {
  const [ready, setReady] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
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
