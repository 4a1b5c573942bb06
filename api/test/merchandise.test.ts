import { MerchandiseItem, MerchandiseList, MerchandiseOrder, MerchandiseOrderPage } from '@shared/domain';
import { adminSuite, drivers, tableCounts } from './helpers';

describe.each(drivers)('merchandise on %s', (driver) => {
  const suite = adminSuite(driver);

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    suite.t.app.inject({ method, url, headers: suite.auth, ...(payload ? { payload } : {}) });
  const hoodie = {
    title: 'Tour Hoodie',
    price: 3999,
    description: 'Black.',
    image: '/uploads/hoodie.png',
    variants: ['Black', ' Large ', 'large'],
  };

  describe('items', () => {
    it('lists the 8 seeded items publicly, with prices in pence and as £x.xx', async () => {
      const response = await suite.t.app.inject({ method: 'GET', url: '/api/merchandise' });
      expect(response.statusCode).toBe(200);
      const { data } = MerchandiseList.parse(response.json());
      expect(data.slice(0, 8).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(data[0]).toMatchObject({ title: 'Camo Hoodie', price: 4599, displayPrice: '£45.99' });
      expect(data.every((item) => item.image.startsWith('/uploads/seed/'))).toBe(true);
      const one = await suite.t.app.inject({ method: 'GET', url: '/api/merchandise/2' });
      expect(MerchandiseItem.parse(one.json())).toEqual(data[1]);
    });

    it('creates with the highest id + 1, updates and deletes', async () => {
      const created = await request('POST', '/api/merchandise', hoodie);
      expect(created.statusCode).toBe(201);
      const item = MerchandiseItem.parse(created.json());
      const highest = Math.max(...MerchandiseList.parse((await request('GET', '/api/merchandise')).json()).data.map((i) => i.id));
      expect(item).toEqual({ ...hoodie, id: highest, displayPrice: '£39.99', variants: ['Black', 'Large'] });
      expect(item.id).toBeGreaterThan(8);

      const updated = await request('PUT', `/api/merchandise/${item.id}`, { ...hoodie, price: 4250, image: '' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: item.id, price: 4250, displayPrice: '£42.50', image: '' });

      expect((await request('DELETE', `/api/merchandise/${item.id}`)).statusCode).toBe(204);
      const gone = await request('GET', `/api/merchandise/${item.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Item not found');
    });

    it('gives concurrent creates different ids', async () => {
      const responses = await Promise.all([1, 2, 3].map((n) => request('POST', '/api/merchandise', { ...hoodie, title: `Pin ${n}` })));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(responses.map((response) => response.json().id)).size).toBe(3);
    });

    it.each([
      [{ ...hoodie, title: ' ' }, 'Please enter a title'],
      [{ ...hoodie, price: 0 }, 'Price must be at least £0.01'],
      [{ ...hoodie, price: 39.99 }, /^price: /],
      [{ ...hoodie, image: 'data:image/png;base64,AAAA' }, 'Images must be uploaded through the site first'],
      [{ ...hoodie, image: 'https://elsewhere.example/x.png' }, 'Images must be uploaded through the site first'],
      [{ ...hoodie, variants: 'Large' }, /^variants: /],
    ])('refuses %p with 400 and writes nothing', async (payload, message) => {
      const before = await tableCounts(suite.t.database.db);
      const response = await request('POST', '/api/merchandise', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect(await tableCounts(suite.t.database.db)).toEqual(before);
    });

    it.each(['0', 'abc', '1.5', '99999999999'])('answers 400 for the id %p', async (id) => {
      expect((await request('GET', `/api/merchandise/${id}`)).statusCode).toBe(400);
      expect((await request('DELETE', `/api/merchandise/${id}`)).statusCode).toBe(400);
    });

    it('answers 404 when updating or deleting an unknown item', async () => {
      expect((await request('PUT', '/api/merchandise/999', hoodie)).statusCode).toBe(404);
      expect((await request('DELETE', '/api/merchandise/999')).statusCode).toBe(404);
    });
  });

  describe('orders', () => {
    const page = async (query = '') => {
      const response = await request('GET', `/api/merchandise-orders${query}`);
      expect(response.statusCode).toBe(200);
      return MerchandiseOrderPage.parse(response.json());
    };

    it('pages at least 25 seeded orders, 10 at a time, newest first, across the three statuses', async () => {
      const first = await page();
      expect(first.total).toBeGreaterThanOrEqual(25);
      expect(first).toMatchObject({ page: 1, pageSize: 10 });
      expect(first.data).toHaveLength(10);
      const all = (await page(`?pageSize=100`)).data;
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((order) => order.status))).toEqual(new Set(['Pending', 'Confirmed', 'Delivered']));
      const dates = all.map((order) => order.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const last = await page(`?page=${Math.ceil(first.total / 10)}`);
      expect(last.data.length).toBe(first.total % 10 || 10);
    });

    it('filters by status', async () => {
      const delivered = await page('?status=Delivered&pageSize=100');
      expect(delivered.data.length).toBe(delivered.total);
      expect(delivered.data.every((order) => order.status === 'Delivered')).toBe(true);
    });

    it('confirms a Pending order once; anything else is a 409', async () => {
      const [pending] = (await page('?status=Pending')).data;
      const confirmed = await request('POST', `/api/merchandise-orders/${pending.id}/confirm`);
      expect(confirmed.statusCode).toBe(200);
      expect(MerchandiseOrder.parse(confirmed.json())).toEqual({ ...pending, status: 'Confirmed' });
      const again = await request('POST', `/api/merchandise-orders/${pending.id}/confirm`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only Pending orders can be confirmed; this one is Confirmed');
      expect((await request('GET', `/api/merchandise-orders/${pending.id}`)).json().status).toBe('Confirmed');
    });

    it('marks a Confirmed order Delivered once; a Pending or Delivered one is a 409 and stays as it was', async () => {
      const [pending] = (await page('?status=Pending')).data;
      const early = await request('POST', `/api/merchandise-orders/${pending.id}/deliver`);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Only Confirmed orders can be marked delivered; this one is Pending');
      expect((await request('GET', `/api/merchandise-orders/${pending.id}`)).json().status).toBe('Pending');

      expect((await request('POST', `/api/merchandise-orders/${pending.id}/confirm`)).statusCode).toBe(200);
      const delivered = await request('POST', `/api/merchandise-orders/${pending.id}/deliver`);
      expect(delivered.statusCode).toBe(200);
      expect(MerchandiseOrder.parse(delivered.json())).toEqual({ ...pending, status: 'Delivered' });
      const again = await request('POST', `/api/merchandise-orders/${pending.id}/deliver`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only Confirmed orders can be marked delivered; this one is Delivered');
      const back = await request('POST', `/api/merchandise-orders/${pending.id}/confirm`);
      expect(back.json().message).toBe('Only Pending orders can be confirmed; this one is Delivered');
      expect((await page('?status=Delivered&pageSize=100')).data.map((order) => order.id)).toContain(pending.id);
    });

    it('answers 404 for an unknown order and 400 for bad queries', async () => {
      expect((await request('GET', '/api/merchandise-orders/9999')).statusCode).toBe(404);
      expect((await request('POST', '/api/merchandise-orders/9999/confirm')).statusCode).toBe(404);
      expect((await request('POST', '/api/merchandise-orders/9999/deliver')).statusCode).toBe(404);
      expect((await request('POST', '/api/merchandise-orders/abc/deliver')).statusCode).toBe(400);
      for (const query of ['?status=Shipped', '?page=0', '?pageSize=1000', '?page=abc']) {
        const response = await request('GET', `/api/merchandise-orders${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^(status|page|pageSize): /);
      }
    });
  });
});
