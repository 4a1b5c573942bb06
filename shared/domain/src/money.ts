// Money is integer pence everywhere (API, database, pricing); pounds exist only at the display
// edge. Nothing here goes through a float, so a value never drifts by a penny.
// The schema lives in its own module so that code which only formats money (the public pages)
// does not load zod.
export { PenceSchema } from './pence';

function splitPence(pence: number): { sign: '' | '-'; pounds: number; pennies: string } {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Expected whole pence, got ${pence}`);
  const abs = Math.abs(pence);
  return {
    sign: pence < 0 ? '-' : '',
    pounds: (abs - (abs % 100)) / 100,
    pennies: String(abs % 100).padStart(2, '0'),
  };
}

/** 123450 => '£1,234.50'; -500 => '-£5.00'. */
export function formatPounds(pence: number): string {
  const { sign, pounds, pennies } = splitPence(pence);
  // Grouping by hand rather than Intl so every browser and Node build prints the same text.
  const grouped = String(pounds).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}£${grouped}.${pennies}`;
}

/** 4500 => '45.00': the value a price form field shows (no symbol, no separators). */
export function penceToPoundsString(pence: number): string {
  const { sign, pounds, pennies } = splitPence(pence);
  return `${sign}${pounds}.${pennies}`;
}

// Whole pounds either plain or correctly comma-grouped, then at most two decimals.
const POUNDS_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a user-typed pounds amount into pence: '45' => 4500, '45.5' => 4550, '£1,200.99' =>
 * 120099, 0.29 => 29. Returns null for anything that is not a plain non-negative amount,
 * including more than two decimals ('1.005'): a third decimal is a typo to show the user, not
 * something to round away silently. Negative amounts are rejected because every money field
 * a user types (prices, discounts) is non-negative.
 */
export function poundsToPence(input: string | number): number | null {
  const text = String(input).trim().replace(/^£\s*/, '');
  const match = POUNDS_PATTERN.exec(text);
  if (!match) return null;
  const pounds = Number(match[1].replaceAll(',', ''));
  const pennies = Number((match[2] ?? '').padEnd(2, '0'));
  const pence = pounds * 100 + pennies;
  return Number.isSafeInteger(pence) ? pence : null;
}

/**
 * `percent`% of `pence`, rounded half-up to the penny: percentOf(1002, 25) => 251.
 * Integer arithmetic only, so the result is exact for any amount a ticket can cost.
 */
export function percentOf(pence: number, percent: number): number {
  if (!Number.isSafeInteger(pence) || pence < 0) {
    throw new RangeError(`Expected non-negative whole pence, got ${pence}`);
  }
  if (!Number.isSafeInteger(percent) || percent < 0) {
    throw new RangeError(`Expected a non-negative whole percentage, got ${percent}`);
  }
  // round(p * q / 100) half-up == floor((2 * p * q + 100) / 200)
  const doubled = 2 * pence * percent + 100;
  if (!Number.isSafeInteger(doubled)) throw new RangeError(`Amount too large: ${pence}`);
  return (doubled - (doubled % 200)) / 200;
}
