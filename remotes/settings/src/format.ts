// Display text of the settings area.

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-14T18:30:00Z' => '14 Mar 2026, 18:30 UTC' (UTC, like every date of the back office); null => '-'. */
export function dateTime(value: string | null): string {
  if (value === null) return '-';
  const date = new Date(value);
  return `${dayFormat.format(date)}, ${date.toISOString().slice(11, 16)} UTC`;
}

/** '2026-03-14' => '14 Mar 2026'; null => '-'. */
export function day(value: string | null): string {
  return value === null ? '-' : dayFormat.format(new Date(`${value}T00:00:00Z`));
}

/** '1 order', '3 orders'. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Today as YYYY-MM-DD (UTC), for file names. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
