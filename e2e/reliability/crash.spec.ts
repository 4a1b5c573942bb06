// kill -9 of the API in the middle of a burst of orders and payments: after a restart on the same
// database every selling invariant holds, and every ticket e-mail queued before the crash reaches
// a real SMTP server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { smtpServer } from '../../api/test/smtp';
import { startApiProcess } from './support/api-process';
import { testDatabase } from './support/database';
import { checkShopInvariants } from './support/invariants';
import { reliabilityPorts } from './support/ports';
import {
  adminLogin,
  type Buyer,
  call,
  completeSandbox,
  createExperience,
  createOrder,
  experienceOrder,
  startCardPayment,
} from './support/shop';

// About half of what the burst can sell: the kill lands with payments still on their way.
const KILL_AFTER_PAYMENTS = 12;

const buyer = (n: number): Buyer => ({ firstName: `Crash${n}`, lastName: 'Buyer', email: `crash${n}@example.com` });

/** Order, card payment start, sandbox completion: what a buyer's browser does, step by step. */
async function purchase(api: string, payload: unknown, onPaid: () => void): Promise<string> {
  const created = await createOrder(api, payload);
  if (created.status !== 201) return `order ${created.status}`;
  const started = await startCardPayment(api, created.body.id);
  if (started.status !== 200) return `start ${started.status}`;
  const completed = await completeSandbox(api, started.body.redirectUrl);
  if (completed.status === 303) onPaid();
  return `complete ${completed.status}`;
}

/** Pays the next instalment of a part-paid order. */
async function payNextInstalment(api: string, orderId: string, onPaid: () => void): Promise<string> {
  const started = await startCardPayment(api, orderId);
  if (started.status !== 200) return `start ${started.status}`;
  const completed = await completeSandbox(api, started.body.redirectUrl);
  if (completed.status === 303) onPaid();
  return `complete ${completed.status}`;
}

test('the API killed with SIGKILL mid-burst restarts with every invariant intact and no e-mail lost', async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-crash-'));
  const database = await testDatabase(dataDir);
  const smtp = await smtpServer();
  const api = await startApiProcess(reliabilityPorts.crashApi, {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://localhost:3800',
    ...database.env,
  });
  try {
    const token = await adminLogin(api.url);
    // Small capacities, so the burst asks for far more tickets than there are.
    const events = [
      await createExperience(api.url, token, { title: 'Crash test: small room', capacity: 8 }),
      await createExperience(api.url, token, { title: 'Crash test: big room', capacity: 30 }),
    ];

    // Part-paid orders whose second instalment is paid during the burst, each from two tabs at once.
    const partPaid: string[] = [];
    for (const n of [1, 2, 3]) {
      const created = await createOrder(api.url, experienceOrder(events[1], buyer(n), { installment: 'INSTALLMENT' }));
      expect(created.status).toBe(201);
      await payNextInstalment(api.url, created.body.id, () => partPaid.push(created.body.id));
    }
    expect(partPaid).toHaveLength(3);

    let paidDuringBurst = 0;
    let kill: () => void = () => undefined;
    const killNow = new Promise<void>((resolve) => (kill = resolve));
    const onPaid = () => {
      paidDuringBurst += 1;
      if (paidDuringBurst === KILL_AFTER_PAYMENTS) kill();
    };
    const fallback = setTimeout(kill, 20_000);

    const flows = [
      ...Array.from({ length: 36 }, (_, i) =>
        purchase(
          api.url,
          experienceOrder(events[i % 2], buyer(10 + i), { quantity: 1 + (i % 3), installment: i % 4 === 3 ? 'INSTALLMENT' : 'FULL' }),
          onPaid,
        ),
      ),
      ...partPaid.flatMap((orderId) => [payNextInstalment(api.url, orderId, onPaid), payNextInstalment(api.url, orderId, onPaid)]),
    ];
    await killNow;
    clearTimeout(fallback);
    await api.kill9();
    const outcomes = await Promise.allSettled(flows);
    const cutOff = outcomes.filter((outcome) => outcome.status === 'rejected').length;
    // The kill must really have landed in the middle of the burst.
    expect(paidDuringBurst, 'payments confirmed before the kill').toBeGreaterThan(0);
    expect(cutOff, 'buyers whose requests died with the API').toBeGreaterThan(0);

    // The state the crash left: already consistent, since every confirmation is one transaction.
    const crashed = await database.open(async (query) => {
      const state = await checkShopInvariants(query, events);
      // A worker killed mid-send leaves its rows leased for five minutes (LOCKING.md: sent at least
      // once). Ending those leases now stands for those five minutes passing; such a row may be
      // delivered twice, by design, and only such a row.
      await query(`update outbox set next_attempt_at = now() where status = 'PENDING' and attempts = 0 and next_attempt_at > now()`);
      return state;
    });
    const mayRepeat = new Set(crashed.ticketEmails.filter((row) => row.leased).map((row) => row.order_id));

    await api.restart();
    // After the restart the shop still sells, and still never past capacity.
    const late = await createOrder(api.url, experienceOrder(events[0], buyer(99), { quantity: 8 }));
    expect(late.status, 'eight more tickets of the small room, which the burst sold and holds from').toBe(409);
    const after = await createOrder(api.url, experienceOrder(events[1], buyer(98)));
    if (after.status === 201) await payNextInstalment(api.url, after.body.id, () => undefined);

    // Every first payment the database recorded, as the admin API reports it...
    const admin = await adminLogin(api.url);
    const paidOrders = async () => {
      const lists = await Promise.all(
        events.map((id) =>
          call<{ data: { orderId: string; installmentType: string }[] }>(
            `${api.url}/transaction/get?productType=Experience&productId=${id}`,
            { token: admin },
          ),
        ),
      );
      return new Set(
        lists.flatMap((list) => list.body.data.filter((t) => ['FULL', 'INSTALLMENT_1'].includes(t.installmentType)).map((t) => t.orderId)),
      );
    };
    // E-mails name orders by their reference; the admin search says which order that is.
    const orderIdOf = async (reference: string) => {
      const found = await call<{ data: { id: string; reference: string }[] }>(`${api.url}/admin/orders?search=${reference}`, {
        token: admin,
      });
      return found.body.data.find((order) => order.reference === reference)?.id;
    };
    // ...has its ticket e-mail delivered by the restarted API to the SMTP server.
    const delivered = new Map<string, number>();
    let parsed = 0;
    await expect
      .poll(
        async () => {
          for (; parsed < smtp.received.length; parsed += 1) {
            const mail = await simpleParser(smtp.received[parsed]);
            const reference = /Order: (EVT-[0-9A-Z]{6})/.exec(mail.text ?? '')?.[1];
            const order = reference && (await orderIdOf(reference));
            if (order && mail.subject?.startsWith('[TEST] Your ')) {
              delivered.set(order, (delivered.get(order) ?? 0) + 1);
              expect(mail.attachments.length, `ticket PDFs of order ${order}`).toBeGreaterThan(0);
            }
          }
          return [...(await paidOrders())].filter((order) => !delivered.has(order));
        },
        { timeout: 90_000, intervals: [1000], message: 'paid orders whose ticket e-mail has not arrived' },
      )
      .toEqual([]);
    await api.stop();

    const final = await database.open((query) => checkShopInvariants(query, events));
    // A paid order stays paid: the restart loses nothing the crash had committed.
    expect(final.paid.map((order) => order.id)).toEqual(expect.arrayContaining(crashed.paid.map((order) => order.id)));
    expect(
      final.outbox.filter((row) => row.status !== 'SENT'),
      'every queued e-mail (tickets and instalment receipts) sent',
    ).toEqual([]);
    for (const order of final.paid) {
      expect(delivered.get(order.id) ?? 0, `ticket e-mail of ${order.id} delivered`).toBeGreaterThan(0);
      if (!mayRepeat.has(order.id)) expect(delivered.get(order.id), `ticket e-mail of ${order.id} delivered once`).toBe(1);
    }
    // A mail for an order the database does not hold as paid would be a lie to a buyer.
    const paidIds = new Set(final.paid.map((order) => order.id));
    expect([...delivered.keys()].filter((order) => !paidIds.has(order))).toEqual([]);
  } catch (error) {
    console.log(`API log:\n${api.log()}`);
    throw error;
  } finally {
    await api.kill9();
    await smtp.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
