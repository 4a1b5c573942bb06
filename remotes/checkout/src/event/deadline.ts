const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** '2027-03-01' => '1st March, 2027': how the notice writes the instalment deadline. */
export function formatDeadline(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return `${ordinal(date)} ${MONTHS[month - 1]}, ${year}`;
}

/** The check-out notice with the event's real instalment deadline (docs/product-rules.md#check-out). */
export function instalmentNotice(deadline: string): string {
  return `Drop 25% of the total payment today and make other instalments on/before ${formatDeadline(deadline)}`;
}
