import {
  adminApi,
  adminOrderApi,
  dashboardApi,
  experienceApi,
  merchandiseApi,
  merchandiseOrderApi,
  orderApi,
  partyApi,
  transactionApi,
  uploadApi,
} from './endpoints';
import { ticketApi } from './endpoints';
import { answer, seen } from './testing/fakeApi';

beforeEach(() => {
  seen.length = 0;
});

const call = () => ({ method: seen[0].method, url: seen[0].url, params: seen[0].params });

describe('endpoint calls', () => {
  it('create an experience and unwrap data.data', async () => {
    answer({ data: { id: 'e1' } }, 201);
    expect(await experienceApi.create({} as never)).toEqual({ id: 'e1' });
    expect(call()).toMatchObject({ method: 'post', url: '/experience/create' });
  });

  it('create a party, answered as the body', async () => {
    answer({ id: 'p1' }, 201);
    expect(await partyApi.create({} as never)).toEqual({ id: 'p1' });
    expect(call()).toMatchObject({ method: 'post', url: '/party/create' });
  });

  it.each([
    [() => experienceApi.edit('a/b', {}), 'put', '/experience/edit/a%2Fb'],
    [() => partyApi.edit('p1', { addImages: [] }), 'put', '/party/edit/p1'],
    [() => merchandiseApi.get(3), 'get', '/merchandise/3'],
    [() => merchandiseApi.update(3, { title: 'Tee', price: 100 }), 'put', '/merchandise/3'],
    [() => merchandiseApi.remove(3), 'delete', '/merchandise/3'],
    [() => merchandiseOrderApi.get(7), 'get', '/merchandise-orders/7'],
    [() => merchandiseOrderApi.confirm(7), 'post', '/merchandise-orders/7/confirm'],
    [() => merchandiseOrderApi.deliver(7), 'post', '/merchandise-orders/7/deliver'],
    [() => orderApi.card('o1'), 'post', '/stripe/checkout/o1'],
    [() => orderApi.wallet('o1'), 'post', '/pay/o1'],
  ])('call %#: %s %s', async (run, method, url) => {
    answer({ id: 1 });
    await run();
    expect(call()).toMatchObject({ method, url });
  });

  it('create an order and answer its id', async () => {
    answer({ id: 'o1' }, 201);
    expect(await orderApi.create({ type: 'PARTY' } as never)).toEqual({ id: 'o1' });
    expect(call()).toMatchObject({ method: 'post', url: '/order/create' });
    expect(JSON.parse(seen[0].data as string)).toEqual({ type: 'PARTY' });
  });

  it('read lists from body.data', async () => {
    answer({ data: [{ id: 1 }] });
    expect(await merchandiseApi.list()).toEqual([{ id: 1 }]);
    expect(await transactionApi.list({ productType: 'Party' })).toEqual([{ id: 1 }]);
    expect(seen[1].params).toEqual({ productType: 'Party' });
    expect(await orderApi.unpaid({ type: 'PARTY', eventId: 'p1' })).toEqual([{ id: 1 }]);
    expect(seen[2]).toMatchObject({ method: 'get', url: '/order/unpaid', params: { type: 'PARTY', eventId: 'p1' } });
  });

  it('keep paging figures and pass filters as query parameters', async () => {
    const page = { data: [], page: 2, pageSize: 10, total: 30 };
    answer(page);
    expect(await merchandiseOrderApi.page({ status: 'Pending', page: 2 })).toEqual(page);
    expect(call()).toMatchObject({ url: '/merchandise-orders', params: { status: 'Pending', page: '2' } });
  });

  it('ask for paid users and the dashboard with their query', async () => {
    answer({ count: 4 });
    const query = { productType: 'Experience' as const, productId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11' };
    expect(await transactionApi.paidUsers(query)).toEqual({ count: 4 });
    expect(seen[0].params).toEqual(query);
    await dashboardApi.summary('30d');
    expect(seen[1]).toMatchObject({ url: '/dashboard/summary', params: { range: '30d' } });
  });

  it("change the admin's own name and password", async () => {
    const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' };
    answer(admin);
    expect(await adminApi.updateProfile({ name: 'Ada' })).toEqual(admin);
    expect(call()).toMatchObject({ method: 'put', url: '/admin/me' });
    expect(JSON.parse(seen[0].data as string)).toEqual({ name: 'Ada' });
    answer('', 204);
    const change = { currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'new-password' };
    await expect(adminApi.changePassword(change)).resolves.toBeUndefined();
    expect(seen[1]).toMatchObject({ method: 'post', url: '/admin/password' });
    expect(JSON.parse(seen[1].data as string)).toEqual(change);
  });

  it('upload an image as multipart field "file"', async () => {
    answer({ secure_url: '/uploads/a.png' }, 201);
    const file = new Blob(['png'], { type: 'image/png' });
    expect(await uploadApi.image(file)).toEqual({ secure_url: '/uploads/a.png' });
    expect(seen[0].url).toBe('/uploads');
    expect((seen[0].data as FormData).get('file')).toBeInstanceOf(Blob);
  });
});

it('checks a ticket in by posting its code and answers the result', async () => {
  const result = { result: 'VALID', code: '7K3M-Q9TX-2HDR-5WNA', attendeeName: 'Ada Obi', checkedInAt: '2031-05-17T19:02:00.000Z' };
  answer(result);
  expect(await ticketApi.checkIn('7k3m q9tx 2hdr 5wna')).toEqual(result);
  expect(call()).toMatchObject({ method: 'post', url: '/tickets/check-in' });
  expect(JSON.parse(seen[0].data as string)).toEqual({ code: '7k3m q9tx 2hdr 5wna' });
});

describe('admin order calls', () => {
  it('search the orders with the text as a query parameter and answer body.data', async () => {
    answer({ data: [{ id: 'o1' }] });
    expect(await adminOrderApi.search('EVT-7K3P9Q')).toEqual([{ id: 'o1' }]);
    expect(call()).toEqual({ method: 'get', url: '/admin/orders', params: { search: 'EVT-7K3P9Q' } });
  });

  it('read one order from body.data', async () => {
    answer({ data: { id: 'o/1', reference: 'EVT-7K3P9Q' } });
    expect(await adminOrderApi.get('o/1')).toEqual({ id: 'o/1', reference: 'EVT-7K3P9Q' });
    expect(call()).toMatchObject({ method: 'get', url: '/admin/orders/o%2F1' });
  });

  it.each([
    [
      'refund',
      () => adminOrderApi.refund('o1', { amount: 1200, reason: 'Ticket unused' }),
      'post',
      '/admin/orders/o1/refunds',
      { amount: 1200, reason: 'Ticket unused' },
    ],
    [
      'cancel',
      () => adminOrderApi.cancel('o1', { reason: 'Event moved', refund: true }),
      'post',
      '/admin/orders/o1/cancel',
      { reason: 'Event moved', refund: true },
    ],
    [
      'buyer',
      () => adminOrderApi.updateBuyer('o1', { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', phoneNumber: '447700900123' }),
      'patch',
      '/admin/orders/o1/buyer',
      { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', phoneNumber: '447700900123' },
    ],
    [
      'attendee',
      () => adminOrderApi.renameAttendee('o1', 'AB12 CD34', { attendeeName: 'Mary Somerville', attendeeEmail: null }),
      'patch',
      '/admin/orders/o1/tickets/AB12%20CD34',
      { attendeeName: 'Mary Somerville', attendeeEmail: null },
    ],
  ])('%s: %s sends its body and answers body.data', async (_name, run, method, url, body) => {
    answer({ data: { id: 'r1' } }, 201);
    expect(await run()).toEqual({ id: 'r1' });
    expect(call()).toMatchObject({ method, url });
    expect(JSON.parse(seen[0].data as string)).toEqual(body);
  });

  it('resend the tickets, answered 202 with nothing to keep', async () => {
    answer('', 202);
    await expect(adminOrderApi.resend('o1')).resolves.toBeUndefined();
    expect(call()).toMatchObject({ method: 'post', url: '/admin/orders/o1/resend' });
  });
});
