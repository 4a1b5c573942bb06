import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** Whole minutes (rounded up) until `until`, kept current; 0 once it has passed or when there is none. */
export function useMinutesLeft(until: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return 0;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000));
}
