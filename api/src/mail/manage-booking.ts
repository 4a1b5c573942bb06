// The link every e-mail about an order ends with: the buyer's booking page, where they see their
// tickets, what is paid and due, and can pay or cancel (bookings/). Each e-mail has a token of its own.
import { escapeHtml as e } from './html';

export const MANAGE_BOOKING = 'Manage your booking';

export const manageBookingText = (bookingUrl: string) => `${MANAGE_BOOKING}: ${bookingUrl}`;

export const manageBookingHtml = (bookingUrl: string) =>
  `<p><a href="${e(bookingUrl)}" style="color:#4a1fb8;font-weight:bold">${MANAGE_BOOKING}</a>: your tickets, what is paid and what is due.</p>`;
