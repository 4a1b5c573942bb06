// The waiting list (docs/product-rules.md#waiting-list): joining a sold-out event's list, the job
// that offers freed tickets in order and passes on lapsed offers, the claim that turns an offer
// into an order, and the back office's list with its two actions.
import { WAITING_LIST_MESSAGES, WaitingListEntries, WaitingListJoined, WaitingListOffer } from '@shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import { orders, outbox } from '../src/db/orders-schema';
import { auditLog } from '../src/db/schema';
import { waitingList } from '../src/db/waiting-list-schema';
import { offerWaitingLists } from '../src/jobs/offer-waiting-lists';
import { WAITING_LIST_OFFER } from '../src/mail/outbox-kinds';
import { waitingListOfferMessage } from '../src/waiting-list/offer-message';
import { adminSuite, bearer, drivers, memberToken, tableCounts } from './helpers';
import { addEvent, completeSandbox, orderPayload, placeOrder, sandboxPath, type TestEvent } from './orders-helpers';
import { claimOf, expireHold, joinList, soldOutEvent } from './waiting-list-helpers';

describe.each(drivers)('the waiting list on %s', (driver) => {
  const suite = adminSuite(driver, { ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
  const db = () => suite.t.database.db;
  const t = () => suite.t;
  const entriesOf = (event: TestEvent) =>
    db().select().from(waitingList).where(eq(waitingList.eventId, event.id)).orderBy(waitingList.createdAt);
  const offerMails = (entryId: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, WAITING_LIST_OFFER), sql`${outbox.payload} ->> 'entryId' = ${entryId}`));
  const runJob = () => offerWaitingLists(db(), 30);

  describe('POST /api/waiting-list/{eventId}', () => {
    it('answers 201 with the id and the place in line on a sold-out event; the next e-mail is second', async () => {
      const { event } = await soldOutEvent(t(), 2);
      const first = await joinList(t(), event, { email: 'first@example.com', quantity: 2 });
      expect(first.statusCode).toBe(201);
      const body = WaitingListJoined.parse(first.json());
      expect(body.data.position).toBe(1);
      const second = await joinList(t(), event, { email: 'second@example.com', quantity: 1 });
      expect(second.statusCode).toBe(201);
      expect(second.json().data.position).toBe(2);
      expect(await entriesOf(event)).toMatchObject([
        { id: body.data.id, email: 'first@example.com', quantity: 2, status: 'WAITING' },
        { email: 'second@example.com', quantity: 1, status: 'WAITING' },
      ]);
    });

    it('answers 409 on an event that is not sold out, and when that e-mail (any case) already waits', async () => {
      const open = await addEvent(db(), 'PARTY', { capacity: 5 });
      const notSoldOut = await joinList(t(), open, { email: 'early@example.com', quantity: 1 });
      expect(notSoldOut.statusCode).toBe(409);
      expect(notSoldOut.json().message).toBe(WAITING_LIST_MESSAGES.notSoldOut);

      const { event } = await soldOutEvent(t(), 1);
      expect((await joinList(t(), event, { email: 'twice@example.com', quantity: 1 })).statusCode).toBe(201);
      const again = await joinList(t(), event, { email: 'TWICE@example.com', quantity: 2 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(WAITING_LIST_MESSAGES.alreadyWaiting);
      expect(await entriesOf(event)).toHaveLength(1);
    });

    it('answers 404 for an unknown event and 400 for a bad body or id, writing nothing', async () => {
      const { event } = await soldOutEvent(t(), 1);
      const before = await tableCounts(db());
      const unknown = await joinList(t(), { id: '00000000-0000-4000-8000-000000000000' }, { email: 'a@example.com', quantity: 1 });
      expect(unknown.statusCode).toBe(404);
      for (const body of [
        {},
        { email: 'not-an-email', quantity: 1 },
        { email: 'a@example.com', quantity: 0 },
        { email: 'a@example.com', quantity: 1.5 },
      ]) {
        const refused = await joinList(t(), event, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toEqual(expect.any(String));
      }
      const badId = await t().app.inject({
        method: 'POST',
        url: '/api/waiting-list/nope',
        payload: { email: 'a@example.com', quantity: 1 },
      });
      expect(badId.statusCode).toBe(400);
      // More than the event sells in one order.
      expect((await joinList(t(), event, { email: 'many@example.com', quantity: 11 })).statusCode).toBe(400);
      expect(await tableCounts(db())).toEqual(before);
    });
    it('answers 429 past 20 sign-ups in 10 minutes from one address, writing nothing', async () => {
      const { event } = await soldOutEvent(t(), 1);
      const from = (i: number) =>
        t().app.inject({
          method: 'POST',
          url: `/api/waiting-list/${event.id}`,
          payload: { email: `many${i}@example.com`, quantity: 1 },
          remoteAddress: '10.99.0.1',
        });
      for (let i = 0; i < 20; i++) expect((await from(i)).statusCode).toBe(201);
      const before = await tableCounts(db());
      const refused = await from(20);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many waiting-list sign-ups from your network\. Please try again in \d+ (seconds?|minutes?)\.$/,
      );
      expect(await tableCounts(db())).toEqual(before);
    });
  });

  describe('offering freed tickets', () => {
    it('an expired hold offers its tickets to the next in line, e-mails them, and keeps the tickets from everyone else', async () => {
      const { event, orderId } = await soldOutEvent(t(), 2);
      const joined = (await joinList(t(), event, { email: 'next@example.com', quantity: 2 })).json().data;
      expect(await runJob()).toBe(0);

      await expireHold(t(), orderId);
      expect(await runJob()).toBe(1);
      const [entry] = await entriesOf(event);
      expect(entry).toMatchObject({ id: joined.id, status: 'OFFERED', claimTokenHash: expect.any(String) });
      const minutes = (entry.offerExpiresAt!.getTime() - entry.offeredAt!.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(30, 5);
      expect(await offerMails(entry.id)).toHaveLength(1);

      // The offer holds the tickets: the event still reads sold out, and a buyer is refused.
      const page = await t().app.inject({ method: 'GET', url: `/api/party/get/${event.id}` });
      expect(page.json()).toMatchObject({ ticketsLeft: 0 });
      const buyer = await placeOrder(t(), orderPayload(event, { email: 'stranger@example.com' }));
      expect(buyer.statusCode).toBe(409);
      expect(buyer.json().message).toBe('This event is sold out.');
      // Nothing more to offer: a second run changes nothing and sends nothing more.
      expect(await runJob()).toBe(0);
      expect(await offerMails(entry.id)).toHaveLength(1);
    });

    it('offers in order of joining, passing over a quantity that does not fit, which keeps its place', async () => {
      const { event, orderId } = await soldOutEvent(t(), 1);
      await joinList(t(), event, { email: 'big@example.com', quantity: 3 });
      await joinList(t(), event, { email: 'small@example.com', quantity: 1 });
      await joinList(t(), event, { email: 'later@example.com', quantity: 1 });
      await expireHold(t(), orderId);
      await runJob();
      expect((await entriesOf(event)).map((entry) => [entry.email, entry.status])).toEqual([
        ['big@example.com', 'WAITING'],
        ['small@example.com', 'OFFERED'],
        ['later@example.com', 'WAITING'],
      ]);
    });

    it('an offer that runs out unclaimed expires and passes to the next in line', async () => {
      const { event, orderId } = await soldOutEvent(t(), 1);
      await joinList(t(), event, { email: 'slow@example.com', quantity: 1 });
      await joinList(t(), event, { email: 'quick@example.com', quantity: 1 });
      await expireHold(t(), orderId);
      await runJob();
      const [slow] = await entriesOf(event);
      await db()
        .update(waitingList)
        .set({ offerExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(waitingList.id, slow.id));
      expect(await runJob()).toBe(1);
      const [lapsed, next] = await entriesOf(event);
      expect(lapsed).toMatchObject({ status: 'EXPIRED', claimTokenHash: null });
      expect(next).toMatchObject({ email: 'quick@example.com', status: 'OFFERED' });
      expect(await offerMails(next.id)).toHaveLength(1);
    });

    it('a raised capacity is offered to the list', async () => {
      const { event } = await soldOutEvent(t(), 1);
      await joinList(t(), event, { email: 'raised@example.com', quantity: 2 });
      const edit = await t().app.inject({
        method: 'PUT',
        url: `/api/party/edit/${event.id}`,
        headers: suite.auth,
        payload: { updateData: { capacity: 3 } },
      });
      expect(edit.statusCode).toBe(200);
      expect(await runJob()).toBe(1);
      expect((await entriesOf(event))[0].status).toBe('OFFERED');
    });

    it('the e-mail names the event, the tickets, the deadline in the event zone and a claim link to its check-out', async () => {
      const { event, orderId } = await soldOutEvent(t(), 2);
      await joinList(t(), event, { email: 'mail@example.com', quantity: 2 });
      await expireHold(t(), orderId);
      await runJob();
      const [entry] = await entriesOf(event);
      const message = await waitingListOfferMessage(db(), entry.id, { brand: 'Evently', publicUrl: 'https://tickets.example' });
      expect(message).toMatchObject({ to: 'mail@example.com' });
      expect(message!.subject).toMatch(/^Tickets for Party \w+ are held for you until \w+day, \d+ \w+ \d{4}, \d+:\d\d [AP]M \(WAT\)$/);
      expect(message!.text).toContain('Tickets held: 2');
      expect(message!.text).toMatch(
        new RegExp(`Claim your tickets: https://tickets\\.example/parties/check-out\\?event=${event.id}&claim=[\\w-]{43}`),
      );
      // Only the hash of the link's token is stored.
      const token = /claim=([\w-]{43})/.exec(message!.text)![1];
      const [stored] = await entriesOf(event);
      expect(stored.claimTokenHash).not.toContain(token);
    });
  });

  describe('claiming an offer', () => {
    it('the claim link shows the offer, and an order made with it takes the held tickets while others are refused', async () => {
      const { event, orderId } = await soldOutEvent(t(), 2);
      await joinList(t(), event, { email: 'claimer@example.com', quantity: 2 });
      await expireHold(t(), orderId);
      await runJob();
      const token = await claimOf(t(), event);

      const shown = await t().app.inject({ method: 'GET', url: `/api/waiting-list/claims/${token}` });
      expect(shown.statusCode).toBe(200);
      expect(WaitingListOffer.parse(shown.json()).data).toMatchObject({ eventId: event.id, email: 'claimer@example.com', quantity: 2 });

      // Another e-mail or more tickets than offered: refused, nothing written.
      const before = await tableCounts(db());
      const otherEmail = await placeOrder(t(), orderPayload(event, { email: 'friend@example.com', quantity: 2, waitingListClaim: token }));
      expect(otherEmail.statusCode).toBe(400);
      expect(otherEmail.json().message).toBe(WAITING_LIST_MESSAGES.claimEmail);
      const tooMany = await placeOrder(t(), orderPayload(event, { email: 'claimer@example.com', quantity: 3, waitingListClaim: token }));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(WAITING_LIST_MESSAGES.claimQuantity(2));
      expect(await tableCounts(db())).toEqual(before);

      const claimed = await placeOrder(t(), orderPayload(event, { email: 'Claimer@example.com', quantity: 2, waitingListClaim: token }));
      expect(claimed.statusCode).toBe(201);
      const [entry] = await entriesOf(event);
      expect(entry).toMatchObject({ status: 'CLAIMED', orderId: claimed.json().id, claimTokenHash: null });
      const [order] = await db().select().from(orders).where(eq(orders.id, claimed.json().id));
      expect(order).toMatchObject({ status: 'PENDING', quantity: 2 });

      // The order's hold now keeps the tickets: still sold out for everyone else.
      const stranger = await placeOrder(t(), orderPayload(event, { email: 'stranger@example.com' }));
      expect(stranger.json().message).toBe('This event is sold out.');
      // A used link is gone.
      const reused = await placeOrder(t(), orderPayload(event, { email: 'claimer@example.com', quantity: 1, waitingListClaim: token }));
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe(WAITING_LIST_MESSAGES.offerGone);
      expect((await t().app.inject({ method: 'GET', url: `/api/waiting-list/claims/${token}` })).statusCode).toBe(404);
    });

    it('an expired offer cannot be claimed (400), nor an unknown link', async () => {
      const { event, orderId } = await soldOutEvent(t(), 1);
      await joinList(t(), event, { email: 'late@example.com', quantity: 1 });
      await expireHold(t(), orderId);
      await runJob();
      const token = await claimOf(t(), event);
      await db()
        .update(waitingList)
        .set({ offerExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(waitingList.eventId, event.id));
      for (const claim of [token, 'not-a-token-we-sent']) {
        const refused = await placeOrder(t(), orderPayload(event, { email: 'late@example.com', waitingListClaim: claim }));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(WAITING_LIST_MESSAGES.offerGone);
      }
    });
  });

  describe('what else frees tickets, and erasure', () => {
    it('an order cancelled by an admin gives its tickets back, and the next in line is offered them', async () => {
      const event = await addEvent(db(), 'PARTY', { capacity: 1 });
      const paid = await placeOrder(t(), orderPayload(event, { email: 'paid@example.com' }));
      await completeSandbox(t(), await sandboxPath(t(), paid.json().id));
      const entry = (await joinList(t(), event, { email: 'after-cancel@example.com', quantity: 1 })).json().data;
      const cancelled = await t().app.inject({
        method: 'POST',
        url: `/api/admin/orders/${paid.json().id}/cancel`,
        headers: suite.auth,
        payload: { reason: 'Asked to cancel', refund: false },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await runJob()).toBe(1);
      expect((await entriesOf(event))[0]).toMatchObject({ id: entry.id, status: 'OFFERED' });
    });

    it('erasing a buyer takes their address off the waiting lists and ends their open offer', async () => {
      const { event, orderId } = await soldOutEvent(t(), 1);
      await placeOrder(t(), orderPayload(await addEvent(db(), 'PARTY'), { email: 'Forget.Me@example.com' }));
      await joinList(t(), event, { email: 'forget.me@example.com', quantity: 1 });
      await expireHold(t(), orderId);
      await runJob();
      const erased = await t().app.inject({ method: 'POST', url: '/api/admin/buyers/forget.me@example.com/erase', headers: suite.auth });
      expect(erased.statusCode).toBe(200);
      const [entry] = await entriesOf(event);
      expect(entry).toMatchObject({
        status: 'REMOVED',
        claimTokenHash: null,
        email: expect.stringMatching(/^erased-[0-9a-f]{16}@erased\.invalid$/),
      });
      // The offer's e-mail, not sent yet, has nothing left to say.
      expect(await waitingListOfferMessage(db(), entry.id, { brand: 'Evently', publicUrl: 'https://tickets.example' })).toBeUndefined();
    });
  });

  describe('the back office', () => {
    const listOf = (event: TestEvent, headers = suite.auth) =>
      t().app.inject({ method: 'GET', url: `/api/admin/events/${event.id}/waiting-list`, headers });
    const act = (method: 'DELETE' | 'POST', id: string, headers = suite.auth) =>
      t().app.inject({
        method,
        url: method === 'DELETE' ? `/api/admin/waiting-list/${id}` : `/api/admin/waiting-list/${id}/offer`,
        headers,
      });

    it("lists an event's waiting list in order with places among those waiting; 404 for an unknown event", async () => {
      const { event } = await soldOutEvent(t(), 1);
      await joinList(t(), event, { email: 'one@example.com', quantity: 1 });
      await joinList(t(), event, { email: 'two@example.com', quantity: 2 });
      const finance = bearer(await memberToken(t(), 'FINANCE'));
      const list = await listOf(event, finance);
      expect(list.statusCode).toBe(200);
      expect(WaitingListEntries.parse(list.json()).data).toMatchObject([
        { position: 1, email: 'one@example.com', quantity: 1, status: 'WAITING', offeredAt: null },
        { position: 2, email: 'two@example.com', quantity: 2, status: 'WAITING' },
      ]);
      expect((await listOf({ id: '00000000-0000-4000-8000-000000000000', type: 'PARTY' })).statusCode).toBe(404);
    });

    it('offers one entry by hand out of order when it fits (audited), 409 when it does not or is not waiting', async () => {
      const { event, orderId } = await soldOutEvent(t(), 2);
      const first = (await joinList(t(), event, { email: 'first@example.com', quantity: 2 })).json().data;
      const second = (await joinList(t(), event, { email: 'second@example.com', quantity: 1 })).json().data;
      const full = await act('POST', second.id);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(WAITING_LIST_MESSAGES.offerDoesNotFit(1, 0));

      // One ticket comes free: the first wants two, the admin offers it to the second.
      await db().update(orders).set({ quantity: 1 }).where(eq(orders.id, orderId));
      const offered = await act('POST', second.id);
      expect(offered.statusCode).toBe(200);
      expect(offered.json().data).toMatchObject({ id: second.id, status: 'OFFERED', offerExpiresAt: expect.any(String) });
      expect(await offerMails(second.id)).toHaveLength(1);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, second.id));
      expect(audit).toMatchObject({ action: 'offer', entity: 'waiting-list', changes: { status: { from: 'WAITING', to: 'OFFERED' } } });

      expect((await act('POST', second.id)).json().message).toBe(WAITING_LIST_MESSAGES.notWaiting);
      const list = (await listOf(event)).json().data;
      expect(list).toMatchObject([
        { id: first.id, position: 1, status: 'WAITING' },
        { id: second.id, position: null, status: 'OFFERED' },
      ]);
    });

    it('removes an entry (audited): an open offer ends and its tickets go back; 409 after, 404 for an unknown id', async () => {
      const { event, orderId } = await soldOutEvent(t(), 1);
      const entry = (await joinList(t(), event, { email: 'gone@example.com', quantity: 1 })).json().data;
      await expireHold(t(), orderId);
      await runJob();
      const removed = await act('DELETE', entry.id);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toMatchObject({ status: 'REMOVED' });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, entry.id));
      expect(audit).toMatchObject({ action: 'remove', entity: 'waiting-list', changes: { status: { from: 'OFFERED', to: 'REMOVED' } } });
      const page = await t().app.inject({ method: 'GET', url: `/api/party/get/${event.id}` });
      expect(page.json()).toMatchObject({ ticketsLeft: 1 });

      const before = await tableCounts(db());
      expect((await act('DELETE', entry.id)).statusCode).toBe(409);
      expect((await act('DELETE', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await act('POST', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await act('DELETE', 'nope')).statusCode).toBe(400);
      expect(await tableCounts(db())).toEqual(before);
    });

    it('finance may read the list but not act on it', async () => {
      const { event } = await soldOutEvent(t(), 1);
      const entry = (await joinList(t(), event, { email: 'fin@example.com', quantity: 1 })).json().data;
      const finance = bearer(await memberToken(t(), 'FINANCE'));
      expect((await act('DELETE', entry.id, finance)).statusCode).toBe(403);
      expect((await act('POST', entry.id, finance)).statusCode).toBe(403);
    });
  });
});
