// What is left to pay on an instalment order, as the e-mails list it: each instalment with its
// amount and its own due date, then ONE link, to pay the next one, through the provider the buyer
// paid with (a PayPal buyer is not sent to a card page).
import { formatEventDate, formatPounds } from '@shared/domain';
import { button, rowsTable } from './layout';

/** An instalment still to pay, VAT included, and when it is due (ISO date). */
export interface ScheduleLine {
  label: string;
  amount: number;
  dueDate: string;
}

export interface RemainingSchedule {
  /** Soonest first. */
  lines: ScheduleLine[];
  /** The page that pays the next instalment due. */
  payUrl: string;
  /** How the buyer paid, as people call it ('PayPal'); the pay link pays the same way. */
  provider: string;
}

export const payNextLabel = (provider: string) => `Pay next instalment with ${provider}`;

export const scheduleText = ({ lines, payUrl, provider }: RemainingSchedule) => [
  ...lines.map((line) => `- ${line.label}: ${formatPounds(line.amount)} by ${formatEventDate(line.dueDate)}`),
  '',
  `${payNextLabel(provider)}: ${payUrl}`,
];

export const scheduleHtml = ({ lines, payUrl, provider }: RemainingSchedule) =>
  rowsTable(lines.map((line) => ({ label: `${line.label}, due ${formatEventDate(line.dueDate)}`, value: formatPounds(line.amount) }))) +
  button(payUrl, payNextLabel(provider));
