import { eventInstant, type AttendeeChange } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import { type Actor, changesBetween, recordAudit } from '../audit/trail';
import type { Db } from '../db/connect';
import { outbox, tickets } from '../db/orders-schema';
import { HttpError, notFound } from '../http/errors';
import { ATTENDEE_TICKET_EMAIL, TICKET_EMAIL } from '../mail/outbox-kinds';
import { newTicketCode, normaliseTicketCode } from '../tickets/codes';
import { findEventRow } from './capacity';
import { hasLiveTickets, lockOrder } from './ticket-resend';

export const TICKET_NOT_IN_ORDER = 'This order has no ticket with that code.';
export const RENAME_AFTER_START = 'Attendees can be renamed until the event starts.';

/**
 * An admin gives a ticket to someone else (PATCH /admin/orders/{id}/tickets/{code}), under the
 * order's lock: the ticket is re-issued with a new code, so the old code (on the PDF, the pass or
 * a screenshot the first attendee kept) lets nobody in from then on. The buyer gets the order's
 * tickets again, and the new attendee their own when they have an address. Until the event starts.
 */
export async function renameAttendee(
  db: Db,
  actor: Actor,
  { orderId, code, change, now = new Date() }: { orderId: string; code: string; change: AttendeeChange; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const stored = normaliseTicketCode(code);
    const [ticket] = stored
      ? await tx
          .select()
          .from(tickets)
          .where(and(eq(tickets.orderId, orderId), eq(tickets.code, stored)))
      : [];
    if (!ticket) throw notFound(TICKET_NOT_IN_ORDER);
    if (!hasLiveTickets(order) || ticket.voidedAt) throw new HttpError(409, 'This ticket was cancelled: it lets nobody in.');
    if (ticket.checkedInAt) throw new HttpError(409, 'This ticket was already used at the door.');
    const event = await findEventRow(tx, order.kind, order.eventId, false);
    if (!event || eventInstant(event.day, event.time, event.timeZone) <= now) throw new HttpError(409, RENAME_AFTER_START);

    const attendeeEmail = change.attendeeEmail === undefined ? ticket.attendeeEmail : change.attendeeEmail;
    const after = { code: newTicketCode(), attendeeName: change.attendeeName, attendeeEmail };
    await tx.update(tickets).set(after).where(eq(tickets.id, ticket.id));
    const changes = changesBetween({ code: ticket.code, attendeeName: ticket.attendeeName, attendeeEmail: ticket.attendeeEmail }, after, {
      personal: ['attendeeName', 'attendeeEmail'],
    });
    await recordAudit(tx, actor, { action: 'update', entity: 'ticket', entityId: ticket.id, changes });
    await tx
      .insert(outbox)
      .values([
        { kind: TICKET_EMAIL, payload: { orderId } },
        ...(attendeeEmail ? [{ kind: ATTENDEE_TICKET_EMAIL, payload: { ticketId: ticket.id } }] : []),
      ]);
  });
}
