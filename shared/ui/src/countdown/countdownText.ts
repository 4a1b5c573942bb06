// What is left until an instant, written two ways: short for the eye, in words for a screen reader.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds in `ms`, rounded up to the second so 0 comes only at the end. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '2d 03h 04m 05s'; the days only when there are some. */
export function shortCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const clock = `${twoDigits(hours)}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;

/** '2 days, 3 hours, 4 minutes and 5 seconds', leaving out the leading units at 0. */
export function spokenCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const parts = [
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
    [seconds, 'second'],
  ] as const;
  const first = parts.findIndex(([value]) => value > 0);
  const said = parts.slice(first === -1 ? parts.length - 1 : first).map(([value, name]) => unit(value, name));
  return said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
}
