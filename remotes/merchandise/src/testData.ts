import { CallFailed } from '@shared/api';
import type { MerchandiseItem, MerchandiseOrder } from '@shared/domain';

/** Test data shaped like the API's answers. */
export function anItem(id: number, title: string, price: number, variants: string[] = []): MerchandiseItem {
  return {
    id,
    title,
    price,
    displayPrice: `£${(price / 100).toFixed(2)}`,
    description: `About ${title}`,
    image: `/uploads/${id}.png`,
    variants,
  };
}

export function anOrder(id: number, status: MerchandiseOrder['status'], overrides: Partial<MerchandiseOrder> = {}): MerchandiseOrder {
  return {
    id,
    itemName: `Item of order ${id}`,
    payerEmail: `buyer${id}@example.com`,
    paymentType: 'Stripe',
    date: '2026-03-14T09:30:00.000Z',
    status,
    quantity: 2,
    amount: 3998,
    deliveryDate: '2026-03-20T09:30:00.000Z',
    image: '/uploads/order.png',
    ...overrides,
  };
}

/** A failed call with the API's error body. */
export function apiError(status: number, message: string): CallFailed {
  return new CallFailed(status, { statusCode: status, message });
}
