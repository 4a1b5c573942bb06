import { EXPERIENCE_MESSAGES, Experience, ExperienceCreated, PARTY_MESSAGES, Party } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/db/orders-schema';
import { events, transactions } from '../src/db/schema';
import { adminSuite, drivers, tableCounts } from './helpers';
import { orderPayload, placeOrder } from './orders-helpers';

const images = ['/uploads/a1.png', '/uploads/b2.png', '/uploads/c3.png'];

const experiencePayload = {
  title: 'Snowdonia Sunrise Hike',
  price: 15000,
  arrivalDate: '2031-05-17T00:00:00.000Z',
  arrivalTime: '06:30',
  address: 'Pen-y-Pass, Nant Peris, Gwynedd LL55 4NY',
  description: 'Up before dawn for the summit at sunrise.',
  eventPackage: ['Guide', 'Breakfast'],
  accomodationPriceSingle: 9000,
  accomodationPriceShared: 6000,
  experienceImages: images,
  posterImage: '/uploads/poster.png',
};

const partyPayload = {
  title: 'Rooftop Reggae Night',
  price: 3500,
  discount: 500,
  date: '2031-06-01T00:00:00.000Z',
  time: '20:00',
  description: 'Sound system, jerk chicken and the best view in Peckham.',
  discountFor: 'FEMALE',
  address: 'Bussey Building, 133 Rye Lane, London SE15 4ST',
  partyImages: images,
  posterImage: '/uploads/poster.png',
};

// Each form rule (docs/product-rules.md#event-forms), in the form's order: breaking it alone, and
// breaking it together with every later rule, both answer its message.
const experienceBreaks: [string, Record<string, unknown>][] = [
  [EXPERIENCE_MESSAGES.title, { title: '  ' }],
  [EXPERIENCE_MESSAGES.price, { price: undefined }],
  [EXPERIENCE_MESSAGES.arrivalDate, { arrivalDate: '' }],
  [EXPERIENCE_MESSAGES.arrivalTime, { arrivalTime: undefined }],
  [EXPERIENCE_MESSAGES.address, { address: '' }],
  [EXPERIENCE_MESSAGES.description, { description: undefined }],
  [EXPERIENCE_MESSAGES.eventPackage, { eventPackage: ['  '] }],
  [EXPERIENCE_MESSAGES.accomodationPriceSingle, { accomodationPriceSingle: undefined }],
  [EXPERIENCE_MESSAGES.accomodationPriceShared, { accomodationPriceShared: null }],
  [EXPERIENCE_MESSAGES.experienceImages, { experienceImages: images.slice(0, 2) }],
  [EXPERIENCE_MESSAGES.posterImage, { posterImage: '' }],
];

const partyBreaks: [string, Record<string, unknown>][] = [
  [PARTY_MESSAGES.title, { title: '' }],
  [PARTY_MESSAGES.price, { price: undefined }],
  [PARTY_MESSAGES.date, { date: '' }],
  [PARTY_MESSAGES.time, { time: undefined }],
  [PARTY_MESSAGES.description, { description: '' }],
  [PARTY_MESSAGES.address, { address: undefined }],
  [PARTY_MESSAGES.discount, { discount: 0 }],
  [PARTY_MESSAGES.partyImages, { partyImages: [images[0]] }],
  [PARTY_MESSAGES.posterImage, { posterImage: undefined }],
];

const withLaterBreaks = (breaks: [string, Record<string, unknown>][], index: number) =>
  Object.assign({}, ...breaks.slice(index).map(([, change]) => change));

describe.each(drivers)('event writing on %s', (driver) => {
  const suite = adminSuite(driver);

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    suite.t.app.inject({ method, url, headers: suite.auth, payload: payload as object });

  /** Expects a 400 with exactly this message, and no row written anywhere. */
  const expectRefused = async (method: 'POST' | 'PUT', url: string, payload: unknown, message: string | RegExp) => {
    const before = await tableCounts(suite.t.database.db);
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await tableCounts(suite.t.database.db)).toEqual(before);
  };

  describe('POST /api/experience/create', () => {
    it('creates an experience and answers it in data (the form reads data.data.id)', async () => {
      const response = await send('POST', '/api/experience/create', experiencePayload);
      expect(response.statusCode).toBe(201);
      const { data } = ExperienceCreated.parse(response.json());
      const { experienceImages: _, ...fields } = experiencePayload;
      expect(data).toMatchObject({
        ...fields,
        images,
        status: 'OPEN',
        capacity: 500,
        ticketsSold: 0,
        ticketsLeft: 500,
        instalmentDeadline: '2031-05-03',
      });
      const stored = await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${data.id}` });
      expect(Experience.parse(stored.json())).toEqual(data);
    });

    it('takes capacity, instalment deadline and status, and a plain YYYY-MM-DD date', async () => {
      const response = await send('POST', '/api/experience/create', {
        ...experiencePayload,
        arrivalDate: '2031-05-17',
        capacity: 40,
        instalmentDeadline: '2031-05-01',
        status: 'CLOSED',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        arrivalDate: '2031-05-17T00:00:00.000Z',
        capacity: 40,
        instalmentDeadline: '2031-05-01',
        status: 'CLOSED',
      });
    });

    it.each(experienceBreaks.map(([message], index) => [message, index]))('answers %j first', async (message, index) => {
      const [, change] = experienceBreaks[index as number];
      await expectRefused('POST', '/api/experience/create', { ...experiencePayload, ...change }, message);
      await expectRefused(
        'POST',
        '/api/experience/create',
        { ...experiencePayload, ...withLaterBreaks(experienceBreaks, index as number) },
        message,
      );
    });

    it.each([
      ['a fractional price', { price: 15000.5 }, 'Amounts must be whole pence'],
      ['a negative accommodation price', { accomodationPriceSingle: -1 }, EXPERIENCE_MESSAGES.accomodationPriceSingle],
      ['an impossible date', { arrivalDate: '2031-02-30' }, EXPERIENCE_MESSAGES.arrivalDate],
      ['a local-time date', { arrivalDate: '2031-05-17T01:00:00+01:00' }, EXPERIENCE_MESSAGES.arrivalDate],
      ['a time past 23:59', { arrivalTime: '24:00' }, EXPERIENCE_MESSAGES.arrivalTime],
      ['a javascript: poster', { posterImage: 'javascript:alert(1)' }, 'Images must be uploaded through the site first'],
      [
        'an image of another site',
        { experienceImages: [...images.slice(0, 2), 'https://evil.example/x.png'] },
        'Images must be uploaded through the site first',
      ],
      ['a deadline after the event', { instalmentDeadline: '2031-05-18' }, 'The instalment deadline must be on or before the event date'],
      ['a negative capacity', { capacity: -1 }, 'Capacity cannot be negative'],
      ['an unknown status', { status: 'DRAFT' }, /^status: /],
    ])('refuses %s', async (_, change, message) => {
      await expectRefused('POST', '/api/experience/create', { ...experiencePayload, ...change }, message);
    });
  });

  describe('POST /api/party/create', () => {
    it('creates a party and answers it as the body (the form reads data.id)', async () => {
      const response = await send('POST', '/api/party/create', partyPayload);
      expect(response.statusCode).toBe(201);
      const party = Party.parse(response.json());
      expect(party).toMatchObject({
        title: partyPayload.title,
        discount: 500,
        discountFor: 'FEMALE',
        date: partyPayload.date,
        images,
        accomodationPriceSingle: 0,
        accomodationPriceShared: 0,
        ticketsSold: 0,
      });
    });

    it('needs no discount when no gender is targeted', async () => {
      const response = await send('POST', '/api/party/create', { ...partyPayload, discount: 0, discountFor: '' });
      expect(response.statusCode).toBe(201);
    });

    it.each(partyBreaks.map(([message], index) => [message, index]))('answers %j first', async (message, index) => {
      const [, change] = partyBreaks[index as number];
      await expectRefused('POST', '/api/party/create', { ...partyPayload, ...change }, message);
      await expectRefused('POST', '/api/party/create', { ...partyPayload, ...withLaterBreaks(partyBreaks, index as number) }, message);
    });

    it.each(['MALE', 'BOTH'])('asks for a discount when %s is targeted', async (discountFor) => {
      await expectRefused('POST', '/api/party/create', { ...partyPayload, discountFor, discount: 0 }, PARTY_MESSAGES.discount);
    });

    it('refuses an unknown discount target', async () => {
      await expectRefused('POST', '/api/party/create', { ...partyPayload, discountFor: 'KIDS' }, /^discountFor: /);
    });
  });

  describe('PUT /api/experience/edit/:id', () => {
    let id: string;
    beforeEach(async () => {
      id = (await send('POST', '/api/experience/create', experiencePayload)).json().data.id;
    });
    const edit = (payload: unknown) => send('PUT', `/api/experience/edit/${id}`, payload);

    it('changes only the fields sent', async () => {
      const response = await edit({ updateData: { title: 'Snowdon at Dawn', price: 16000 } });
      expect(response.statusCode).toBe(200);
      expect(Experience.parse(response.json())).toMatchObject({
        title: 'Snowdon at Dawn',
        price: 16000,
        address: experiencePayload.address,
        eventPackage: experiencePayload.eventPackage,
        images,
      });
    });

    it('adds and removes images and packages, keeping the order', async () => {
      const response = await edit({
        addImages: ['/uploads/d4.png', images[0]],
        removeImages: [images[1]],
        addEventPackages: [' Packed lunch ', 'Guide'],
        removeEventPackages: ['Breakfast'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        images: [images[0], images[2], '/uploads/d4.png'],
        eventPackage: ['Guide', 'Packed lunch'],
      });
    });

    it('closes and reopens the event and changes its capacity', async () => {
      expect((await edit({ updateData: { status: 'CLOSED', capacity: 12 } })).json()).toMatchObject({ status: 'CLOSED', capacity: 12 });
      expect((await edit({ updateData: { status: 'OPEN' } })).json()).toMatchObject({ status: 'OPEN', capacity: 12 });
    });

    it('moves a default instalment deadline with the date, and keeps one the admin set', async () => {
      expect((await edit({ updateData: { arrivalDate: '2031-07-01T00:00:00.000Z' } })).json().instalmentDeadline).toBe('2031-06-17');
      await edit({ updateData: { instalmentDeadline: '2031-06-20' } });
      expect((await edit({ updateData: { arrivalDate: '2031-07-02T00:00:00.000Z' } })).json().instalmentDeadline).toBe('2031-06-20');
    });

    it('answers the same event for an empty edit', async () => {
      const response = await edit({});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, title: experiencePayload.title });
    });

    it.each([
      ['removing images below 3', { removeImages: [images[0]] }, EXPERIENCE_MESSAGES.experienceImages],
      ['removing every package', { removeEventPackages: ['Guide', 'Breakfast'] }, EXPERIENCE_MESSAGES.eventPackage],
      ['blanking the title', { updateData: { title: ' ' } }, EXPERIENCE_MESSAGES.title],
      ['a foreign image', { addImages: ['https://evil.example/a.png'] }, 'Images must be uploaded through the site first'],
      [
        'a deadline after the new date',
        { updateData: { arrivalDate: '2031-05-01T00:00:00.000Z', instalmentDeadline: '2031-05-10' } },
        'The instalment deadline must be on or before the event date',
      ],
      ['an unknown field', { updateData: { colour: 'red' } }, /Unrecognized key/],
      ['a party field', { updateData: { discount: 100 } }, /Unrecognized key/],
    ])('refuses %s and changes nothing', async (_, payload, message) => {
      const before = (await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${id}` })).json();
      await expectRefused('PUT', `/api/experience/edit/${id}`, payload, message);
      expect((await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${id}` })).json()).toEqual(before);
    });

    it('refuses a capacity below the tickets sold plus held, with the numbers', async () => {
      await suite.t.database.db.insert(transactions).values({
        productType: 'Experience',
        productId: id,
        productName: experiencePayload.title,
        payerEmail: 'ada@example.com',
        payerFirstName: 'Ada',
        payerLastName: 'Obi',
        payerPhoneNumber: '447700900123',
        paymentMethod: 'Stripe',
        date: new Date(),
        amountPaid: 100,
        totalAmount: 100,
        individualPrice: 100,
        quantity: 3,
        gender: 'FEMALE',
        room: 'SINGLE',
        instalment: 'FULL',
        instalmentType: 'FULL',
        status: 'SUCCESS',
      });
      expect((await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${id}` })).json().ticketsSold).toBe(3);
      const held = await placeOrder(suite.t, orderPayload({ id, type: 'EXPERIENCE' }, { quantity: 2 }));
      expect(held.statusCode).toBe(201);
      await expectRefused(
        'PUT',
        `/api/experience/edit/${id}`,
        { updateData: { capacity: 4 } },
        'Capacity cannot be lower than 5: 3 tickets sold and 2 held.',
      );
      expect((await edit({ updateData: { capacity: 5 } })).json()).toMatchObject({ capacity: 5, ticketsSold: 3, ticketsLeft: 0 });
      // Once the hold lapses its tickets no longer count.
      await suite.t.database.db
        .update(orders)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(orders.id, held.json().id));
      await expectRefused(
        'PUT',
        `/api/experience/edit/${id}`,
        { updateData: { capacity: 2 } },
        'Capacity cannot be lower than 3: 3 tickets sold and 0 held.',
      );
      expect((await edit({ updateData: { capacity: 3 } })).json()).toMatchObject({ capacity: 3, ticketsSold: 3 });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await send('PUT', '/api/experience/edit/6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11', { updateData: { title: 'x' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Experience not found');
      expect((await send('PUT', '/api/experience/edit/12', {})).statusCode).toBe(400);
    });

    it('answers 404 for an experience edited as a party, and changes nothing', async () => {
      const response = await send('PUT', `/api/party/edit/${id}`, { updateData: { title: 'x' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Party not found');
      expect((await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${id}` })).json().title).toBe(experiencePayload.title);
    });
  });

  describe('PUT /api/party/edit/:id', () => {
    let id: string;
    beforeEach(async () => {
      id = (await send('POST', '/api/party/create', partyPayload)).json().id;
    });
    const edit = (payload: unknown) => send('PUT', `/api/party/edit/${id}`, payload);

    it('changes only the fields sent, and images', async () => {
      const response = await edit({ updateData: { discountFor: 'BOTH', discount: 700 }, addImages: ['/uploads/e5.webp'] });
      expect(response.statusCode).toBe(200);
      expect(Party.parse(response.json())).toMatchObject({
        title: partyPayload.title,
        discountFor: 'BOTH',
        discount: 700,
        images: [...images, '/uploads/e5.webp'],
      });
      const [row] = await suite.t.database.db.select().from(events).where(eq(events.id, id));
      expect(row.discount).toBe(700);
    });

    it.each([
      ['a zero discount for a targeted gender', { updateData: { discount: 0 } }, PARTY_MESSAGES.discount],
      ['removing images below 3', { removeImages: images.slice(1) }, PARTY_MESSAGES.partyImages],
      ['experience package edits', { addEventPackages: ['x'] }, /Unrecognized key/],
    ])('refuses %s and changes nothing', async (_, payload, message) => {
      await expectRefused('PUT', `/api/party/edit/${id}`, payload, message);
      const [row] = await suite.t.database.db.select().from(events).where(eq(events.id, id));
      expect(row).toMatchObject({ discount: 500, images });
    });
  });

  // docs/product-rules.md#cancellation-policy: until how many days before the event buyers may cancel
  // online (0: never), and the percentage of what they paid kept back.
  describe('the cancellation policy', () => {
    const kinds = [
      { kind: 'experience', payload: experiencePayload, idOf: (body: { data: { id: string } }) => body.data.id },
      { kind: 'party', payload: partyPayload, idOf: (body: { id: string }) => body.id },
    ] as const;
    const publicCopy = async (kind: string, id: string) => {
      const response = await suite.t.app.inject({ method: 'GET', url: `/api/${kind}/get/${id}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    describe.each(kinds)('of a $kind', ({ kind, payload, idOf }) => {
      const create = async (policy: object) => {
        const response = await send('POST', `/api/${kind}/create`, { ...payload, ...policy });
        expect(response.statusCode).toBe(201);
        return idOf(response.json());
      };

      it('defaults to 14 days and no fee, and the public GET answers it', async () => {
        const id = await create({});
        expect(await publicCopy(kind, id)).toMatchObject({ cancelUntilDays: 14, cancellationFeePercent: 0 });
      });

      it('is stored as given on create, the bounds included, and changed by an edit alone', async () => {
        expect(await publicCopy(kind, await create({ cancelUntilDays: 0, cancellationFeePercent: 100 }))).toMatchObject({
          cancelUntilDays: 0,
          cancellationFeePercent: 100,
        });
        const id = await create({ cancelUntilDays: 365, cancellationFeePercent: 10 });
        expect(await publicCopy(kind, id)).toMatchObject({ cancelUntilDays: 365, cancellationFeePercent: 10 });
        const edited = await send('PUT', `/api/${kind}/edit/${id}`, { updateData: { cancelUntilDays: 7 } });
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({ cancelUntilDays: 7, cancellationFeePercent: 10, title: payload.title });
        await send('PUT', `/api/${kind}/edit/${id}`, { updateData: { cancellationFeePercent: 0 } });
        expect(await publicCopy(kind, id)).toMatchObject({ cancelUntilDays: 7, cancellationFeePercent: 0 });
      });

      it.each([
        [{ cancelUntilDays: -1 }, 'Cancellation days cannot be negative'],
        [{ cancelUntilDays: 366 }, 'Cancellation days must be at most 365'],
        [{ cancelUntilDays: 1.5 }, 'Cancellation days must be a whole number'],
        [{ cancelUntilDays: 'x' }, 'Cancellation days must be a whole number'],
        [{ cancelUntilDays: '14' }, 'Cancellation days must be a whole number'],
        [{ cancellationFeePercent: -1 }, 'The cancellation fee cannot be negative'],
        [{ cancellationFeePercent: 101 }, 'The cancellation fee cannot be more than 100%'],
        [{ cancellationFeePercent: 1.5 }, 'The cancellation fee must be a whole percentage'],
        [{ cancellationFeePercent: 'x' }, 'The cancellation fee must be a whole percentage'],
        [{ cancellationFeePercent: null }, 'The cancellation fee must be a whole percentage'],
      ])('refuses %j on create and on edit, writing nothing', async (policy, message) => {
        await expectRefused('POST', `/api/${kind}/create`, { ...payload, ...policy }, message);
        const id = await create({ cancelUntilDays: 10, cancellationFeePercent: 5 });
        await expectRefused('PUT', `/api/${kind}/edit/${id}`, { updateData: policy }, message);
        expect(await publicCopy(kind, id)).toMatchObject({ cancelUntilDays: 10, cancellationFeePercent: 5 });
      });
    });
  });

  // docs/product-rules.md#event-times: each event's zone and optional end.
  describe('the time zone and the end', () => {
    const createParty = async (extra: object) => {
      const response = await send('POST', '/api/party/create', { ...partyPayload, ...extra });
      return response;
    };

    it('defaults to Africa/Lagos with no end, and stores a zone and an end as given', async () => {
      expect((await createParty({})).json()).toMatchObject({ timeZone: 'Africa/Lagos', endDate: null, endTime: null });
      const party = (await createParty({ timeZone: 'Europe/London', endDate: '2031-06-03', endTime: '11:00' })).json();
      expect(party).toMatchObject({ timeZone: 'Europe/London', endDate: '2031-06-03T00:00:00.000Z', endTime: '11:00' });
      const edited = await send('PUT', `/api/party/edit/${party.id}`, { updateData: { endDate: null, endTime: null } });
      expect(edited.json()).toMatchObject({ timeZone: 'Europe/London', endDate: null, endTime: null });
    });

    it.each([
      [{ timeZone: 'Mars/Olympus' }, /^Time zone must be one of Africa\/Lagos/],
      [{ endDate: '2031-05-31' }, 'The event must end after it starts'],
      [{ endDate: partyPayload.date, endTime: '00:30' }, 'The event must end after it starts'],
      [{ endTime: '23:00' }, 'The event must end after it starts'],
      [{ endTime: '25:00', endDate: '2031-06-03' }, 'Please enter a valid end time'],
    ])('refuses %j on create and on edit, writing nothing', async (extra, message) => {
      await expectRefused('POST', '/api/party/create', { ...partyPayload, ...extra }, message);
      const id = (await createParty({})).json().id;
      await expectRefused('PUT', `/api/party/edit/${id}`, { updateData: extra }, message);
      expect((await suite.t.app.inject({ method: 'GET', url: `/api/party/get/${id}` })).json()).toMatchObject({
        timeZone: 'Africa/Lagos',
        endDate: null,
      });
    });
  });

  describe('the order of the images', () => {
    it('rearranges the images as the admin orders them, after additions and removals', async () => {
      const id = (await send('POST', '/api/experience/create', experiencePayload)).json().data.id;
      const response = await send('PUT', `/api/experience/edit/${id}`, {
        addImages: ['/uploads/d4.png'],
        removeImages: [images[0]],
        imageOrder: ['/uploads/d4.png', images[2], images[1]],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().images).toEqual(['/uploads/d4.png', images[2], images[1]]);
    });

    it.each([
      ['a missing image', (list: string[]) => list.slice(1)],
      ['an image it does not have', (list: string[]) => [...list.slice(1), '/uploads/zz.png']],
      ['an image twice', (list: string[]) => [list[0], ...list.slice(0, -1)]],
    ])('refuses an order with %s, writing nothing', async (_name, reorder) => {
      const id = (await send('POST', '/api/experience/create', experiencePayload)).json().data.id;
      await expectRefused(
        'PUT',
        `/api/experience/edit/${id}`,
        { imageOrder: reorder(images) },
        "The new image order must list exactly the event's images",
      );
      expect((await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${id}` })).json().images).toEqual(images);
    });
  });

  it('deletes no event: there is no delete route, so DELETE answers 404 (never a 500), for an event with orders too', async () => {
    const id = (await send('POST', '/api/experience/create', experiencePayload)).json().data.id;
    expect((await placeOrder(suite.t, orderPayload({ id, type: 'EXPERIENCE' }, { email: 'delete@example.com' }))).statusCode).toBe(201);
    for (const url of [`/api/experience/${id}`, `/api/experience/delete/${id}`]) {
      expect((await suite.t.app.inject({ method: 'DELETE', url, headers: suite.auth })).statusCode).toBe(404);
    }
    expect((await suite.t.app.inject({ method: 'GET', url: `/api/experience/get/${id}` })).statusCode).toBe(200);
  });

  it('keeps every seeded experience valid under the create rules (an empty edit succeeds)', async () => {
    const rows = await suite.t.database.db.select({ id: events.id }).from(events).where(eq(events.kind, 'EXPERIENCE'));
    for (const { id } of rows) expect((await send('PUT', `/api/experience/edit/${id}`, {})).statusCode).toBe(200);
  });
});
