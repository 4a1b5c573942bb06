import { ERASED } from '@shared/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../audit/trail';
import type { Db } from '../db/connect';
import { bookingTokens, merchandiseOrders, orders, outbox, refunds, tickets, transactions, waitingList } from '../db/schema';
import { type BuyerCounts, recordBuyerAudit } from './buyer-audit';
import { buyerReference, erasedEmail, isErasedEmail } from './buyer-reference';
import { emailsOf, merchandiseOrdersOf, ordersOf, transactionsOf, waitingListOf } from './holdings';
import { scrubberOf, scrubJson } from './personal-text';

/**
 * Erases a buyer (docs/product-rules.md#buyer-data), in one transaction with its line in the audit
 * trail: every name, e-mail, phone number and address of theirs becomes ERASED (an e-mail column
 * their own erasedEmail address), and staff's free text about their orders loses every value of
 * theirs. Amounts, dates, references, statuses and ticket codes stay for the accounts, and nothing
 * is voided: a ticket that was valid still lets its holder in. Links to their booking pages stop
 * working, and e-mails not yet sent are dropped, since there is no address left to send them to.
 * Undefined when nothing is held about the address (a second erasure included).
 */
export async function eraseBuyer(db: Db, actor: Actor, email: string): Promise<BuyerCounts | undefined> {
  if (isErasedEmail(email)) return undefined;
  return db.transaction(async (tx) => {
    // The orders are locked first, as every writer of an order does (orders/LOCKING.md), and in one
    // order: a payment being confirmed copies the buyer into its records wholly before the
    // erasure or wholly after it, and sees only ERASED after.
    const held = await tx.select().from(orders).where(ordersOf(email)).orderBy(asc(orders.id)).for('update');
    const orderIds = held.map((order) => order.id);
    const paid = await tx.select().from(transactions).where(transactionsOf(email, orderIds)).for('update');
    const bought = await tx.select().from(merchandiseOrders).where(merchandiseOrdersOf(email)).for('update');
    if (held.length + paid.length + bought.length === 0) return undefined;
    const issued = orderIds.length > 0 ? await tx.select().from(tickets).where(inArray(tickets.orderId, orderIds)) : [];

    const scrub = scrubberOf([
      email,
      ...held.flatMap((order) => [order.firstName, order.lastName, order.email, order.phoneNumber, order.address]),
      ...held.flatMap((order) => order.attendees.flatMap((attendee) => [attendee.name, attendee.email ?? ''])),
      ...issued.flatMap((ticket) => [ticket.attendeeName, ticket.attendeeEmail ?? '']),
      ...paid.flatMap((payment) => [payment.payerEmail, payment.payerFirstName, payment.payerLastName, payment.payerPhoneNumber]),
      ...bought.map((order) => order.payerEmail),
    ]);
    const address = erasedEmail(buyerReference(email));

    if (orderIds.length > 0) {
      await tx
        .update(orders)
        .set({ firstName: ERASED, lastName: ERASED, email: address, phoneNumber: ERASED, address: ERASED, attendees: [] })
        .where(inArray(orders.id, orderIds));
      for (const { id, cancelReason } of held) {
        const scrubbed = cancelReason === null ? null : scrub(cancelReason);
        if (scrubbed !== cancelReason) await tx.update(orders).set({ cancelReason: scrubbed }).where(eq(orders.id, id));
      }
      // The people the buyer named on their tickets go with the buyer's data: they were given by the buyer.
      await tx.update(tickets).set({ attendeeName: ERASED, attendeeEmail: null }).where(inArray(tickets.orderId, orderIds));
      for (const refund of await tx.select().from(refunds).where(inArray(refunds.orderId, orderIds))) {
        const reason = scrub(refund.reason);
        const failure = refund.failure === null ? null : scrub(refund.failure);
        if (reason !== refund.reason || failure !== refund.failure) {
          await tx.update(refunds).set({ reason, failure }).where(eq(refunds.id, refund.id));
        }
      }
      await tx.delete(bookingTokens).where(inArray(bookingTokens.orderId, orderIds));
    }
    if (paid.length > 0) {
      await tx
        .update(transactions)
        .set({ payerEmail: address, payerFirstName: ERASED, payerLastName: ERASED, payerPhoneNumber: ERASED })
        .where(
          inArray(
            transactions.id,
            paid.map((payment) => payment.id),
          ),
        );
    }
    if (bought.length > 0) {
      await tx
        .update(merchandiseOrders)
        .set({ payerEmail: address })
        .where(
          inArray(
            merchandiseOrders.id,
            bought.map((order) => order.id),
          ),
        );
    }

    // Their places on waiting lists go too: an entry still waiting or offered is removed (an offer's
    // e-mail not sent yet then has nothing to say), and every entry keeps only the erased address.
    await tx
      .update(waitingList)
      .set({
        email: address,
        status: sql`case when ${waitingList.status} in ('WAITING', 'OFFERED') then 'REMOVED' else ${waitingList.status} end`,
        claimTokenHash: null,
      })
      .where(waitingListOf(email));

    const mails = await tx.select().from(outbox).where(emailsOf(email, orderIds)).for('update');
    // Building an unsent one would also mint a new booking link for the order (jobs/drain-outbox.ts).
    const unsent = mails.filter((mail) => mail.status === 'PENDING').map((mail) => mail.id);
    if (unsent.length > 0) await tx.delete(outbox).where(inArray(outbox.id, unsent));
    for (const mail of mails.filter((candidate) => candidate.status !== 'PENDING')) {
      const payload = scrubJson(mail.payload, scrub);
      const lastError = mail.lastError === null ? null : scrub(mail.lastError);
      if (JSON.stringify(payload) !== JSON.stringify(mail.payload) || lastError !== mail.lastError) {
        await tx.update(outbox).set({ payload, lastError }).where(eq(outbox.id, mail.id));
      }
    }

    const counts = {
      orders: held.length,
      tickets: issued.length,
      payments: paid.length,
      merchandiseOrders: bought.length,
      emails: mails.length,
    };
    await recordBuyerAudit(tx, actor, 'erase', email, counts);
    return counts;
  });
}
