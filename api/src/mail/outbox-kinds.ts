// What the outbox can hold. Each row names an order (or, for the team's e-mails, an invitation or a
// member); the message is built from the database when it is sent, so a retried e-mail always
// tells the current state.
export const TICKET_EMAIL = 'ticket-email';
/** One ticket to the attendee named on it, when check-out gave their e-mail (orders/attendees.ts). */
export const ATTENDEE_TICKET_EMAIL = 'attendee-ticket-email';
export const INSTALMENT_RECEIPT = 'instalment-receipt';
export const INSTALMENT_REMINDER = 'instalment-reminder';
/** Money given back: the amount, the reason and the order reference (orders/REFUNDS.md). */
export const REFUND_RECEIPT = 'refund-receipt';
/** The order was cancelled (by an admin or by the buyer): its tickets no longer let anyone in. */
export const CANCELLATION_NOTICE = 'cancellation-notice';
/** A link to the booking page, asked for on "Find my booking". */
export const BOOKING_LINK = 'booking-link';
/** An invitation to join the team, with the link that accepts it (team/invitation-tokens.ts). */
export const TEAM_INVITATION = 'team-invitation';
/** A member was removed from the team: signed out, and told so. */
export const MEMBER_REMOVED = 'member-removed';
/** Tickets came free for the next person on a waiting list: the claim link and its deadline. */
export const WAITING_LIST_OFFER = 'waiting-list-offer';

export type OutboxPayload =
  | { kind: typeof TICKET_EMAIL; orderId: string }
  | { kind: typeof ATTENDEE_TICKET_EMAIL; ticketId: string }
  | { kind: typeof INSTALMENT_RECEIPT; orderId: string; number: number }
  | { kind: typeof INSTALMENT_REMINDER; orderId: string }
  | { kind: typeof REFUND_RECEIPT; orderId: string; refundId: string }
  | { kind: typeof CANCELLATION_NOTICE; orderId: string }
  | { kind: typeof BOOKING_LINK; orderId: string }
  | { kind: typeof TEAM_INVITATION; invitationId: string }
  | { kind: typeof MEMBER_REMOVED; adminId: string }
  | { kind: typeof WAITING_LIST_OFFER; entryId: string };
