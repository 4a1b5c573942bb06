import { onSaleText } from '@shared/domain';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { instantOf, LONGEST_TIMEOUT_MS } from './clock';
import { shortCountdown, spokenCountdown } from './countdownText';

/** Milliseconds left until `at`, updated as each second goes by; 0 from then on. */
function useTimeLeft(at: number): number {
  const [left, setLeft] = useState(() => Math.max(0, at - Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = Math.max(0, at - Date.now());
      setLeft(next);
      // Woken on the turn of each second left, so the figure changes when a clock's would.
      if (next > 0) timer = setTimeout(tick, Math.min(next % 1000 || 1000, LONGEST_TIMEOUT_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [at]);
  return left;
}

/**
 * 'On sale Saturday, 4 July 2026, 9:00 AM (BST)' (in the event's zone, like its other times) and
 * the time left until then, ticking each second. The ticking part is a timer, which screen readers
 * do not read out on every change (aria-live off); read on purpose it says the time left in words.
 */
export function SaleCountdown({ onSaleAt, timeZone, className }: { onSaleAt: string; timeZone: string; className?: string }) {
  const left = useTimeLeft(instantOf(onSaleAt) ?? 0);
  return (
    <div className={className} data-testid="sale-countdown">
      <p style={{ margin: 0, fontWeight: 700 }}>{onSaleText(onSaleAt, timeZone)}</p>
      <p style={{ margin: 0 }}>
        Tickets in{' '}
        <span role="timer" aria-live="off" aria-atomic="true" style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
          <span aria-hidden="true">{shortCountdown(left)}</span>
          <span style={visuallyHidden}>{spokenCountdown(left)}</span>
        </span>
      </p>
    </div>
  );
}
