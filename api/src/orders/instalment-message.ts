import { instalmentLabel } from '@shared/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { instalments } from '../db/orders-schema';
import { instalmentEmail } from '../mail/instalment-email';
import type { EmailMessage } from '../mail/ticket-email';
import { findEventRow } from './capacity';
import { findOrder, withVat } from './order-state';
import { remainingSchedule } from './remaining-schedule';

/** What the e-mails of an order link to, and whom the buyer asks (drain-outbox.ts fills it in). */
export interface MessageLinks {
  brand: string;
  publicUrl: string;
  bookingUrl: string;
  supportEmail?: string;
}

/**
 * The receipt for instalment `paidNumber`, or (without it) a reminder of what is still due, built
 * from what the database holds when it is sent.
 */
export async function instalmentMessage(
  db: Db,
  orderId: string,
  paidNumber: number | undefined,
  { brand, publicUrl, bookingUrl, supportEmail }: MessageLinks,
): Promise<EmailMessage> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  const event = await findEventRow(db, order.kind, order.eventId, false);
  if (!event) throw new Error(`Event ${order.eventId} of order ${orderId} not found`);
  const common = {
    brand,
    to: order.email,
    buyerFirstName: order.firstName,
    orderReference: order.reference,
    eventTitle: event.title,
    schedule: await remainingSchedule(db, orderId, publicUrl),
    bookingUrl,
    supportEmail,
  };
  if (paidNumber === undefined) return instalmentEmail({ ...common, kind: 'reminder' });
  const [paid] = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.orderId, orderId), eq(instalments.number, paidNumber)));
  if (!paid) throw new Error(`Instalment ${paidNumber} of order ${orderId} not found`);
  return instalmentEmail({
    ...common,
    kind: 'receipt',
    paid: { label: instalmentLabel(`INSTALLMENT_${paidNumber}`), amount: withVat(paid.amount) },
  });
}
