// When the later instalments of an instalment order fall due (docs/product-rules.md#instalment-due-dates):
// spread evenly from the day of purchase to the event's instalment deadline, the last on the
// deadline itself, so a buyer pays in steps rather than the whole balance on one day.

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00.000Z`) / DAY_MS;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The ISO due dates of `count` instalments bought at `purchasedAt` (its UTC day) with the balance
 * due by `deadline`: distinct days whenever the deadline is at least `count` days away, none on the
 * day of purchase. Closer than that, some share a day; on or past the deadline, every one is due on it.
 */
export function instalmentDueDates(purchasedAt: Date, deadline: string, count: number): string[] {
  const start = dayNumber(purchasedAt.toISOString().slice(0, 10));
  const end = dayNumber(deadline);
  const span = Math.max(0, end - start);
  return Array.from({ length: count }, (_, i) => isoDay(Math.min(end, end - span + Math.max(1, Math.round((span * (i + 1)) / count)))));
}

/**
 * The later instalments of a first payment, which are due by the event's deadline, each given its
 * own due date on the way there, in the order of their numbers.
 */
export function spreadDueDates<Row extends { number: number; dueDate: string }>(rows: readonly Row[], purchasedAt: Date): Row[] {
  const byNumber = [...rows].sort((a, b) => a.number - b.number);
  if (byNumber.length === 0) return [];
  const dates = instalmentDueDates(purchasedAt, byNumber[0].dueDate, byNumber.length);
  return byNumber.map((row, i) => ({ ...row, dueDate: dates[i] }));
}
