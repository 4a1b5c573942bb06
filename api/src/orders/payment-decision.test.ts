import { INSTALMENT_RECEIPT, TICKET_EMAIL } from '../mail/outbox-kinds';
import type { OrderRow } from './order-state';
import { confirmationOf, decidePayment, type PaymentDecision, type PaymentFacts, type PaymentReport, purposeOf } from './payment-decision';

const now = new Date('2026-11-24T10:00:00Z');

const order = (changes: Partial<OrderRow> = {}): OrderRow => ({
  id: 'order-1',
  reference: 'EVT-7K3P9Q',
  kind: 'PARTY',
  eventId: 'event-1',
  quantity: 2,
  attendees: [],
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '+441234567890',
  address: '1 High Street',
  room: 'None',
  gender: 'Female',
  instalment: 'FULL',
  paymentType: 'Stripe',
  unitPrice: 5_000,
  accommodationUnit: 0,
  discount: 0,
  total: 10_000,
  dueNow: 10_000,
  vat: 2_000,
  charge: 12_000,
  instalment2: 0,
  instalment3: 0,
  instalment4: 0,
  status: 'PENDING',
  holdExpiresAt: new Date('2026-11-24T10:15:00Z'),
  createdAt: new Date('2026-11-24T09:59:00Z'),
  paidAt: null,
  remindedAt: null,
  cancelledAt: null,
  cancelReason: null,
  promoCodeId: null,
  promoDiscount: 0,
  ...changes,
});

// An instalment order: 4,000 now (4,800 with VAT), then 2,000 three times.
const instalmentOrder = (changes: Partial<OrderRow> = {}) =>
  order({
    instalment: 'INSTALLMENT',
    dueNow: 4_000,
    vat: 800,
    charge: 4_800,
    instalment2: 2_000,
    instalment3: 2_000,
    instalment4: 2_000,
    ...changes,
  });

const report = (changes: Partial<PaymentReport> = {}): PaymentReport => ({
  provider: 'stripe',
  mode: 'live',
  orderId: 'order-1',
  providerPaymentId: 'pi_1',
  amount: 12_000,
  ...changes,
});

const event = { productType: 'Party', title: 'Harbour Night', capacity: 10, instalmentDeadline: '2026-12-20' };

const facts = (changes: Partial<PaymentFacts> = {}): PaymentFacts => ({
  report: report(),
  order: order(),
  event,
  seen: undefined,
  attempt: { id: 'attempt-1', amount: 12_000 },
  paying: { purpose: 'FIRST', takenByOthers: 0 },
  now,
  ...changes,
});

/** The second instalment of `instalmentOrder`, 2,400 with VAT, with instalments 2 to 4 in `paid` state. */
const instalmentFacts = (paid: Record<2 | 3 | 4, boolean>, changes: Partial<PaymentFacts> = {}) =>
  facts({
    report: report({ amount: 2_400 }),
    order: instalmentOrder({ status: 'PARTIALLY_PAID' }),
    attempt: { id: 'attempt-2', amount: 2_400 },
    paying: {
      purpose: 'INSTALLMENT_2',
      instalments: ([2, 3, 4] as const).map((number) => ({ number, paidAt: paid[number] ? now : null })),
    },
    ...changes,
  });

function expectKind<K extends PaymentDecision['kind']>(decision: PaymentDecision, kind: K): Extract<PaymentDecision, { kind: K }> {
  expect(decision.kind).toBe(kind);
  return decision as Extract<PaymentDecision, { kind: K }>;
}

describe('purposeOf', () => {
  it('is the first payment without an open attempt, else what the attempt pays for', () => {
    expect(purposeOf(undefined)).toBe('FIRST');
    expect(purposeOf({ purpose: 'INSTALLMENT_3' })).toBe('INSTALLMENT_3');
  });
});

describe('decidePayment', () => {
  describe('a provider payment id recorded before', () => {
    it.each([
      ['SUCCEEDED', 'accepted'],
      ['FAILED', 'refused'],
      ['REFUNDED', 'refunded'],
    ])('after %s changes nothing and keeps the verdict (%s)', (seen, earlier) => {
      // Even a wrong amount is not judged again.
      expect(decidePayment(facts({ seen, report: report({ amount: 1 }) }))).toEqual({ kind: 'duplicate', earlier });
    });
  });

  describe('a wrong amount', () => {
    it('is judged against the open attempt, and refunded in live mode', () => {
      const decision = expectKind(decidePayment(facts({ attempt: { id: 'attempt-1', amount: 11_000 } })), 'wrong-amount');
      expect(decision).toMatchObject({ expected: 11_000, reason: 'paid 12000, expected 11000' });
      expect(decision.payment).toEqual({
        attemptId: 'attempt-1',
        values: {
          orderId: 'order-1',
          provider: 'stripe',
          mode: 'live',
          purpose: 'FIRST',
          amount: 12_000,
          providerPaymentId: 'pi_1',
          status: 'REFUNDED',
        },
      });
    });

    it('is judged against the order charge without an attempt, and refused in sandbox mode as a new payment row', () => {
      const decision = expectKind(
        decidePayment(facts({ attempt: undefined, report: report({ mode: 'sandbox', provider: 'paypal', amount: 100 }) })),
        'wrong-amount',
      );
      expect(decision).toMatchObject({ expected: 12_000, reason: 'paid 100, expected 12000' });
      expect(decision.payment.attemptId).toBeUndefined();
      expect(decision.payment.values).toMatchObject({ provider: 'paypal', mode: 'sandbox', amount: 100, status: 'FAILED' });
    });

    it('is checked before the order state', () => {
      expect(decidePayment(facts({ order: order({ status: 'PAID' }), report: report({ amount: 1 }) })).kind).toBe('wrong-amount');
    });
  });

  describe('a first payment', () => {
    it.each(['PAID', 'PARTIALLY_PAID', 'CANCELLED'])('is turned down for an order that is %s', (status) => {
      const decision = expectKind(decidePayment(facts({ order: order({ status }) })), 'order-closed');
      expect(decision.reason).toBe(`order is ${status}`);
      expect(decision.payment.values.status).toBe('REFUNDED');
    });

    it('is turned down when the event is gone', () => {
      const decision = expectKind(decidePayment(facts({ event: undefined, report: report({ mode: 'sandbox' }) })), 'order-closed');
      expect(decision.reason).toBe('order is PENDING');
      expect(decision.payment.values.status).toBe('FAILED');
    });

    it('is accepted when the tickets still fit exactly, counted with everyone else', () => {
      expect(decidePayment(facts({ paying: { purpose: 'FIRST', takenByOthers: 8 } })).kind).toBe('first-payment');
    });

    it('is accepted after the hold lapsed when the tickets still fit', () => {
      expect(decidePayment(facts({ order: order({ status: 'EXPIRED' }), paying: { purpose: 'FIRST', takenByOthers: 3 } })).kind).toBe(
        'first-payment',
      );
    });

    it('over the capacity cancels the order and refunds in live mode', () => {
      const decision = expectKind(decidePayment(facts({ paying: { purpose: 'FIRST', takenByOthers: 9 } })), 'over-capacity');
      expect(decision).toMatchObject({
        takenByOthers: 9,
        capacity: 10,
        orderStatus: 'CANCELLED',
        reason: 'no room: 9 of 10 tickets taken by others',
      });
      expect(decision.payment.values.status).toBe('REFUNDED');
    });

    it('over the capacity expires the order and refuses the payment in sandbox mode', () => {
      const decision = expectKind(
        decidePayment(
          facts({ report: report({ mode: 'sandbox' }), event: { ...event, capacity: 5 }, paying: { purpose: 'FIRST', takenByOthers: 4 } }),
        ),
        'over-capacity',
      );
      expect(decision).toMatchObject({ orderStatus: 'EXPIRED', reason: 'no room: 4 of 5 tickets taken by others' });
      expect(decision.payment.values.status).toBe('FAILED');
    });

    it("is accepted while its promo code's other uses leave it one (docs/product-rules.md#promo-codes)", () => {
      const paying = { purpose: 'FIRST' as const, takenByOthers: 0, promo: { usedByOthers: 9, maxUses: 10 } };
      expect(decidePayment(facts({ order: order({ status: 'EXPIRED' }), paying })).kind).toBe('first-payment');
    });

    it('late, with every use of its promo code taken by others meanwhile, closes the order and gives the money back', () => {
      const paying = { purpose: 'FIRST' as const, takenByOthers: 0, promo: { usedByOthers: 10, maxUses: 10 } };
      const live = expectKind(decidePayment(facts({ order: order({ status: 'EXPIRED' }), paying })), 'promo-used-up');
      expect(live).toMatchObject({ orderStatus: 'CANCELLED', reason: 'promo code used up: 10 of 10 uses taken by others' });
      expect(live.payment.values.status).toBe('REFUNDED');
      const sandbox = expectKind(decidePayment(facts({ report: report({ mode: 'sandbox' }), paying })), 'promo-used-up');
      expect(sandbox).toMatchObject({ orderStatus: 'EXPIRED' });
      expect(sandbox.payment.values.status).toBe('FAILED');
    });

    it('in full pays the order, issues a ticket per unit, writes the transaction and queues the ticket e-mail', () => {
      const decision = expectKind(decidePayment(facts({ report: report({ provider: 'paypal' }) })), 'first-payment');
      expect(decision.payment).toEqual({
        attemptId: 'attempt-1',
        values: {
          orderId: 'order-1',
          provider: 'paypal',
          mode: 'live',
          purpose: 'FIRST',
          amount: 12_000,
          providerPaymentId: 'pi_1',
          status: 'SUCCEEDED',
        },
      });
      expect(decision.order).toEqual({ status: 'PAID', paidAt: now });
      expect(decision.tickets).toEqual([
        { attendeeName: 'Ada Obi', attendeeEmail: null },
        { attendeeName: 'Ada Obi', attendeeEmail: null },
      ]);
      expect(decision.instalments).toEqual([]);
      expect(decision.transaction).toEqual({
        orderId: 'order-1',
        productType: 'Party',
        productId: 'event-1',
        productName: 'Harbour Night',
        payerEmail: 'ada@example.com',
        payerFirstName: 'Ada',
        payerLastName: 'Obi',
        payerPhoneNumber: '+441234567890',
        paymentMethod: 'Paypal',
        date: now,
        amountPaid: 12_000,
        totalAmount: 10_000,
        individualPrice: 5_000,
        quantity: 2,
        discount: 0,
        gender: 'Female',
        room: 'None',
        roomCost: 0,
        instalment: 'FULL',
        instalmentType: 'FULL',
        status: 'SUCCESS',
      });
      expect(decision.emails).toEqual([{ kind: TICKET_EMAIL, payload: { orderId: 'order-1' } }]);
    });

    it('of an instalment order part-pays it and schedules the three later instalments for the deadline', () => {
      const decision = expectKind(
        decidePayment(
          facts({
            order: instalmentOrder({ instalment4: 1_500, accommodationUnit: 700 }),
            report: report({ amount: 4_800 }),
            attempt: undefined,
          }),
        ),
        'first-payment',
      );
      expect(decision.order.status).toBe('PARTIALLY_PAID');
      expect(decision.instalments).toEqual([
        { orderId: 'order-1', number: 2, amount: 2_000, dueDate: '2026-12-20' },
        { orderId: 'order-1', number: 3, amount: 2_000, dueDate: '2026-12-20' },
        { orderId: 'order-1', number: 4, amount: 1_500, dueDate: '2026-12-20' },
      ]);
      expect(decision.transaction).toMatchObject({
        instalment: 'INSTALLMENT',
        instalmentType: 'INSTALLMENT_1',
        amountPaid: 4_800,
        roomCost: 700,
        paymentMethod: 'Stripe',
      });
      expect(decision.payment.attemptId).toBeUndefined();
    });
  });

  describe('an instalment', () => {
    it('that is due is paid, writes its transaction and queues its receipt', () => {
      const decision = expectKind(decidePayment(instalmentFacts({ 2: false, 3: false, 4: false })), 'instalment');
      expect(decision).toMatchObject({ number: 2, paidAt: now, orderPaid: false });
      expect(decision.payment).toEqual({
        attemptId: 'attempt-2',
        values: {
          orderId: 'order-1',
          provider: 'stripe',
          mode: 'live',
          purpose: 'INSTALLMENT_2',
          amount: 2_400,
          providerPaymentId: 'pi_1',
          status: 'SUCCEEDED',
        },
      });
      expect(decision.transaction).toMatchObject({ instalmentType: 'INSTALLMENT_2', amountPaid: 2_400, totalAmount: 10_000 });
      expect(decision.emails).toEqual([{ kind: INSTALMENT_RECEIPT, payload: { orderId: 'order-1', number: 2 } }]);
    });

    it('that is the last one unpaid pays the order in full', () => {
      expect(expectKind(decidePayment(instalmentFacts({ 2: false, 3: true, 4: true })), 'instalment').orderPaid).toBe(true);
    });

    it('paid out of turn leaves the order part-paid while an earlier one is unpaid', () => {
      const decision = decidePayment(
        facts({
          ...instalmentFacts({ 2: false, 3: true, 4: false }),
          paying: { purpose: 'INSTALLMENT_4', instalments: [2, 3, 4].map((number) => ({ number, paidAt: number === 3 ? now : null })) },
        }),
      );
      expect(expectKind(decision, 'instalment')).toMatchObject({ number: 4, orderPaid: false });
    });

    it('already paid is turned down', () => {
      const decision = expectKind(decidePayment(instalmentFacts({ 2: true, 3: false, 4: false })), 'instalment-not-due');
      expect(decision).toMatchObject({ number: 2, reason: 'instalment 2 is not due' });
      expect(decision.payment.values).toMatchObject({ status: 'REFUNDED', purpose: 'INSTALLMENT_2' });
    });

    it.each(['PAID', 'CANCELLED', 'PENDING'])('of an order that is %s is turned down', (status) => {
      const paid = instalmentFacts({ 2: false, 3: false, 4: false });
      expect(decidePayment({ ...paid, order: { ...paid.order, status } }).kind).toBe('instalment-not-due');
    });

    it('of an event that is gone is turned down, refused in sandbox mode', () => {
      const decision = expectKind(
        decidePayment(
          instalmentFacts({ 2: false, 3: false, 4: false }, { event: undefined, report: report({ amount: 2_400, mode: 'sandbox' }) }),
        ),
        'instalment-not-due',
      );
      expect(decision.payment.values.status).toBe('FAILED');
    });
  });
});

describe('confirmationOf', () => {
  const answer = (decision: PaymentDecision) => confirmationOf(report(), decision);

  it('answers an earlier verdict again', () => {
    expect(answer({ kind: 'duplicate', earlier: 'accepted' })).toEqual({ outcome: 'duplicate', orderId: 'order-1' });
    expect(answer({ kind: 'duplicate', earlier: 'refunded' })).toEqual({
      outcome: 'refund',
      orderId: 'order-1',
      providerPaymentId: 'pi_1',
      reason: 'already refunded',
    });
    expect(answer({ kind: 'duplicate', earlier: 'refused' })).toEqual({
      outcome: 'refused',
      orderId: 'order-1',
      reason: 'already refused',
    });
  });

  it('confirms an accepted first payment or instalment', () => {
    expect(answer(decidePayment(facts()))).toEqual({ outcome: 'confirmed', orderId: 'order-1' });
    expect(answer(decidePayment(instalmentFacts({ 2: false, 3: false, 4: false })))).toEqual({ outcome: 'confirmed', orderId: 'order-1' });
  });

  it('asks for a refund of live money turned down, with the reason', () => {
    expect(answer(decidePayment(facts({ paying: { purpose: 'FIRST', takenByOthers: 10 } })))).toEqual({
      outcome: 'refund',
      orderId: 'order-1',
      providerPaymentId: 'pi_1',
      reason: 'no room: 10 of 10 tickets taken by others',
    });
  });

  it('refuses a sandbox payment turned down, with the reason', () => {
    const sandbox = report({ mode: 'sandbox', amount: 5 });
    expect(confirmationOf(sandbox, decidePayment(facts({ report: sandbox })))).toEqual({
      outcome: 'refused',
      orderId: 'order-1',
      reason: 'paid 5, expected 12000',
    });
  });
});
