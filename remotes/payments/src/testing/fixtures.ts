// Wire objects for the component tests, valid against the domain schemas (see fixtures.test.ts).
import type { AdminOrder, DashboardSummary, MerchandiseOrder, OrderListItem, Transaction } from '@shared/domain';

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't1',
    payerEmail: 'ada@example.com',
    payerFirstName: 'Ada',
    payerLastName: 'Lovelace',
    payerPhoneNumber: '447700900123',
    productName: 'Brighton Seaside Weekend',
    productType: 'Experience',
    productId: '3f0c5a52-1d5e-4b8e-9a55-0c1f2f5b7a11',
    orderId: null,
    paymentMethod: 'Stripe',
    date: '2026-03-14T18:30:00.000Z',
    amountPaid: 21060,
    // The whole order with VAT, as the API answers it: a full payment's total is what it took.
    totalAmount: 21060,
    individualPrice: 12550,
    quantity: 1,
    discount: 0,
    gender: 'FEMALE',
    room: 'SHARED',
    roomCost: 5000,
    installment: 'FULL',
    installmentType: 'FULL',
    refunded: 0,
    balance: 0,
    status: 'SUCCESS',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<MerchandiseOrder> = {}): MerchandiseOrder {
  return {
    id: 1,
    itemName: 'Camo Cap',
    payerEmail: 'grace@example.com',
    paymentType: 'Stripe',
    date: '2026-03-10T10:00:00.000Z',
    status: 'Pending',
    quantity: 2,
    amount: 3000,
    deliveryDate: '2026-03-20T10:00:00.000Z',
    image: '/uploads/seed/cap.svg',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    range: '12m',
    totals: { revenue: 1234550, ticketsSold: 42, merchandiseOrders: 7, openEvents: 5 },
    sales: [
      { start: '2026-01-01', amount: 100000 },
      { start: '2026-02-01', amount: 0 },
      { start: '2026-03-01', amount: 1134550 },
    ],
    sources: [
      { source: 'Experiences', amount: 900000 },
      { source: 'Parties', amount: 300000 },
      { source: 'Merchandise', amount: 34550 },
    ],
    latestTransactions: [aTransaction()],
    latestMerchandiseOrders: [anOrder()],
    ...overrides,
  };
}

export function anOrderListItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11',
    reference: 'EVT-7K3P9Q',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    status: 'PAID',
    type: 'PARTY',
    eventId: '3f0c5a52-1d5e-4b8e-9a55-0c1f2f5b7a11',
    eventTitle: 'All White Yacht Party',
    quantity: 2,
    total: 13000,
    paid: 15600,
    refunded: 0,
    createdAt: '2031-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An instalment order: the deposit and the second instalment paid, two to come; one ticket used at the door. */
export function anAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...anOrderListItem({ status: 'PARTIALLY_PAID', paid: 7800 }),
    phoneNumber: '447700900123',
    instalment: 'INSTALLMENT',
    cancelledAt: null,
    cancelReason: null,
    refundable: 7800,
    // Four payments of £39.00 with VAT; two taken.
    totalWithVat: 15600,
    balance: 7800,
    tickets: [
      { code: '7K3M-Q9TX-2HDR-5WNA', attendeeName: 'Ada Lovelace', status: 'VALID', checkedInAt: null },
      { code: 'B4PZ-8RJC-6MXE-1KTV', attendeeName: 'Ada Lovelace', status: 'CHECKED_IN', checkedInAt: '2031-06-01T19:02:00.000Z' },
    ],
    schedule: [
      { instalment: 2, amount: 3900, dueDate: '2031-05-18', paidAt: '2031-05-10T09:00:00.000Z' },
      { instalment: 3, amount: 3900, dueDate: '2031-05-18', paidAt: null },
      { instalment: 4, amount: 3900, dueDate: '2031-05-18', paidAt: null },
    ],
    payments: [
      {
        id: 'pay-1',
        provider: 'stripe',
        mode: 'sandbox',
        purpose: 'FIRST',
        amount: 3900,
        refunded: 0,
        status: 'SUCCEEDED',
        createdAt: '2031-05-01T10:02:00.000Z',
      },
      {
        id: 'pay-2',
        provider: 'stripe',
        mode: 'sandbox',
        purpose: 'INSTALLMENT_2',
        amount: 3900,
        refunded: 0,
        status: 'SUCCEEDED',
        createdAt: '2031-05-10T09:00:00.000Z',
      },
    ],
    refunds: [],
    emails: [{ kind: 'ticket-email', status: 'SENT', createdAt: '2031-05-01T10:02:00.000Z', sentAt: '2031-05-01T10:03:00.000Z' }],
    ...overrides,
  };
}
