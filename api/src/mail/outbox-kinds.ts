// What the outbox can hold. Each row names an order; the message is built from the database when
// it is sent, so a retried e-mail always tells the current state.
export const TICKET_EMAIL = 'ticket-email';
export const INSTALMENT_RECEIPT = 'instalment-receipt';
export const INSTALMENT_REMINDER = 'instalment-reminder';

export type OutboxPayload =
  | { kind: typeof TICKET_EMAIL; orderId: string }
  | { kind: typeof INSTALMENT_RECEIPT; orderId: string; number: number }
  | { kind: typeof INSTALMENT_REMINDER; orderId: string };
