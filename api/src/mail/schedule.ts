import { formatEventDate, formatPounds } from '@shared/domain';
import { escapeHtml as e } from './html';

/** An instalment still to pay, VAT included, with the link that pays it. */
export interface ScheduleLine {
  label: string;
  amount: number;
  dueDate: string;
  payUrl: string;
}

export const scheduleText = (schedule: ScheduleLine[]) =>
  schedule.map((s) => `- ${s.label}: ${formatPounds(s.amount)} by ${formatEventDate(s.dueDate)}. Pay: ${s.payUrl}`);

export const scheduleHtml = (schedule: ScheduleLine[]) =>
  `<ul>${schedule
    .map(
      (s) =>
        `<li>${e(s.label)}: ${e(formatPounds(s.amount))} by ${e(formatEventDate(s.dueDate))} &middot; <a href="${e(s.payUrl)}">Pay now</a></li>`,
    )
    .join('')}</ul>`;
