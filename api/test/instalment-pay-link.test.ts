import { and, eq } from 'drizzle-orm';
import { payments } from '../src/db/orders-schema';
import { createTestApp, drivers, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

// The link in the instalment e-mails (GET and POST /api/order/:orderId/pay) pays the way the buyer
// paid before: a PayPal buyer is not sent to a card page.
describe.each(drivers)('the instalment link of the e-mails on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const boughtWith = async (provider: 'stripe' | 'paypal') => {
    const id = await orderId(t, await addEvent(t.database.db, 'EXPERIENCE'), { installment: 'INSTALLMENT' });
    expect((await completeSandbox(t, await sandboxPath(t, id, provider))).statusCode).toBe(303);
    return id;
  };
  const pendingAttempts = async (id: string) =>
    (
      await t.database.db
        .select({ provider: payments.provider, purpose: payments.purpose })
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.status, 'PENDING')))
    ).map(({ provider, purpose }) => `${provider} ${purpose}`);

  it.each([
    ['stripe', 'by card'],
    ['paypal', 'with PayPal'],
  ] as const)(
    'a buyer who paid with %s is offered the next instalment %s, and pressing it starts that payment',
    async (provider, words) => {
      const id = await boughtWith(provider);
      const page = await t.app.inject({ method: 'GET', url: `/api/order/${id}/pay` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(new RegExp(`<button class="pay" type="submit">Pay £[\\d.,]+ ${words}</button>`));
      expect(await pendingAttempts(id)).toEqual([]);

      const pressed = await t.app.inject({
        method: 'POST',
        url: `/api/order/${id}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pressed.statusCode).toBe(303);
      expect(await pendingAttempts(id)).toEqual([`${provider} INSTALLMENT_2`]);
    },
  );
});
