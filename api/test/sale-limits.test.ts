// An event's own sale rules through the API (docs/product-rules.md#on-sale-time-and-limits): the
// on-sale time, the most tickets one order buys and one e-mail address owns, as the admin forms
// write them, as the public shapes carry them, and as order create keeps them.
import { eq } from 'drizzle-orm';
import { events } from '../src/db/events-schema';
import { perEmailMessage, perOrderMessage } from '../src/orders/create-order';
import { adminSuite, drivers, tableCounts } from './helpers';
import { addEvent, completeSandbox, orderPayload, placeOrder, sandboxPath, type TestEvent } from './orders-helpers';

const images = ['/uploads/a1.png', '/uploads/b2.png', '/uploads/c3.png'];
const party = {
  title: 'Rooftop Reggae Night',
  price: 3500,
  discount: 0,
  date: '2031-06-01T00:00:00.000Z',
  time: '20:00',
  description: 'Sound system, jerk chicken and the best view in Peckham.',
  discountFor: '',
  address: 'Bussey Building, 133 Rye Lane, London SE15 4ST',
  partyImages: images,
  posterImage: '/uploads/poster.png',
};

describe.each(drivers)('sale limits on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => suite.t.app.inject({ method, url, headers: suite.auth, payload });
  const publicParty = async (id: string) => (await suite.t.app.inject({ method: 'GET', url: `/api/party/get/${id}` })).json();
  const refusedWith = async (event: TestEvent, overrides: Parameters<typeof orderPayload>[1], status: number, message: string) => {
    const before = await tableCounts(db());
    const response = await placeOrder(suite.t, orderPayload(event, overrides));
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
    expect(await tableCounts(db())).toEqual(before);
  };

  it('the admin forms write onSaleAt, useQueue and maxPerOrder, and the public shape carries them; null clears the on-sale time', async () => {
    const created = await send('POST', '/api/party/create', {
      ...party,
      onSaleAt: '2031-04-01T09:00:00.000Z',
      useQueue: true,
      maxPerOrder: 4,
    });
    expect(created.statusCode).toBe(201);
    // A party is answered as the body (the spec's form reads data.id).
    const { id } = created.json();
    expect(await publicParty(id)).toMatchObject({ onSaleAt: '2031-04-01T09:00:00.000Z', useQueue: true, maxPerOrder: 4 });
    const list = (await suite.t.app.inject({ method: 'GET', url: '/api/party/get' })).json().data;
    expect(list.find((event: { id: string }) => event.id === id)).toMatchObject({ useQueue: true, maxPerOrder: 4 });

    const edited = await send('PUT', `/api/party/edit/${id}`, { updateData: { onSaleAt: null, useQueue: false, maxPerOrder: 6 } });
    expect(edited.statusCode).toBe(200);
    expect(await publicParty(id)).toMatchObject({ onSaleAt: null, useQueue: false, maxPerOrder: 6 });

    const bad = await send('POST', '/api/party/create', { ...party, maxPerOrder: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The limit per order must be at least 1']);
  });

  it('answers 400 for more tickets than one order may buy, even where fewer are left, and writes nothing', async () => {
    const plenty = await addEvent(db(), 'PARTY', { sale: { maxPerOrder: 3 } });
    await refusedWith(plenty, { quantity: 4 }, 400, perOrderMessage(3));
    // The event's rule comes before what is left: this order could never be taken.
    const scarce = await addEvent(db(), 'PARTY', { capacity: 2, sale: { maxPerOrder: 3 } });
    await refusedWith(scarce, { quantity: 4 }, 400, perOrderMessage(3));
    expect((await placeOrder(suite.t, orderPayload(plenty, { quantity: 3 }))).statusCode).toBe(201);
  });

  it('answers 400 before the on-sale time, and takes the order once it has come', async () => {
    const event = await addEvent(db(), 'PARTY', { sale: { onSaleAt: new Date(Date.now() + 60_000) } });
    await refusedWith(event, { quantity: 1 }, 400, 'Tickets are not on sale yet.');
    await db()
      .update(events)
      .set({ onSaleAt: new Date(Date.now() - 1000) })
      .where(eq(events.id, event.id));
    expect((await placeOrder(suite.t, orderPayload(event, { quantity: 1 }))).statusCode).toBe(201);
  });

  it('counts what an e-mail address already bought and holds, whatever its letter case, against the per-address limit', async () => {
    const event = await addEvent(db(), 'PARTY', { sale: { maxPerEmail: 3 } });
    const first = (await placeOrder(suite.t, orderPayload(event, { quantity: 2, email: 'Bola@Example.com' }))).json().id;
    expect((await completeSandbox(suite.t, await sandboxPath(suite.t, first))).statusCode).toBe(303);
    await refusedWith(event, { quantity: 2, email: 'bola@example.com' }, 400, perEmailMessage(3, 2));
    expect((await placeOrder(suite.t, orderPayload(event, { quantity: 1, email: 'bola@example.com' }))).statusCode).toBe(201);
    await refusedWith(event, { quantity: 1, email: 'BOLA@example.com' }, 400, perEmailMessage(3, 3));
  });
});
