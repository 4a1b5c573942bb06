// What every e-mail about an order is built from: who it goes to, and which booking of which event
// it is about.
import { formatEventDate, formatEventTime } from '@shared/domain';

export interface OrderMail {
  /** The site's name, which signs the e-mail. */
  brand: string;
  to: string;
  buyerFirstName: string;
  orderReference: string;
  eventTitle: string;
  /** Where questions go (SUPPORT_EMAIL); the footer of every e-mail names it. */
  supportEmail?: string;
}

/** When the event is, for the e-mails that say it. */
export interface EventWhen {
  /** ISO date of the event (UTC midnight) and its 'HH:mm' time. */
  eventDate: string;
  eventTime: string;
}

/** The event's day and time, as every e-mail writes them. */
export const eventWhen = ({ eventDate, eventTime }: EventWhen) => `${formatEventDate(eventDate)}, ${formatEventTime(eventTime)}`;
