// Wire objects for the component tests, valid against the domain schemas (see fixtures.test.ts).
import type { DashboardSummary, MerchandiseOrder, Transaction } from '@shared/domain';

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
    totalAmount: 17550,
    individualPrice: 12550,
    quantity: 1,
    discount: 0,
    gender: 'FEMALE',
    room: 'SHARED',
    roomCost: 5000,
    installment: 'FULL',
    installmentType: 'FULL',
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
