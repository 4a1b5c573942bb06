import { priceOrder } from '@shared/domain';
import { orderReceipt } from './order-receipt';
import { withVat } from './order-state';

const priced = (instalment: 'FULL' | 'INSTALLMENT', room: 'SINGLE' | 'SHARED' | 'NONE', rooms = { single: 3000, shared: 2000 }) => {
  const price = priceOrder({
    kind: 'party',
    price: 4500,
    quantity: 2,
    room,
    gender: 'FEMALE',
    instalment,
    accommodationPriceSingle: rooms.single,
    accommodationPriceShared: rooms.shared,
    discount: 500,
    discountFor: 'FEMALE',
  });
  const [instalment2 = 0, instalment3 = 0, instalment4 = 0] = price.instalments;
  return { ...price, room, instalment2, instalment3, instalment4 };
};

describe('orderReceipt', () => {
  it('lists the tickets, the room, the discount, and VAT and total of a full payment', () => {
    expect(orderReceipt(priced('FULL', 'SHARED'))).toEqual({
      quantity: 2,
      unitPrice: 4500,
      room: { label: 'Shared Room', unitPrice: 2000 },
      discount: 1000,
      subtotal: 12000,
      vat: 2400,
      total: 14400,
    });
  });

  it('adds up the VAT of every payment of an instalment order: its total is what the buyer pays in all', () => {
    const order = priced('INSTALLMENT', 'SINGLE');
    const receipt = orderReceipt(order);
    expect(receipt.total).toBe(order.charge + withVat(order.instalment2) + withVat(order.instalment3) + withVat(order.instalment4));
    expect(receipt.subtotal + receipt.vat).toBe(receipt.total);
    expect(receipt.room).toEqual({ label: 'Single Room', unitPrice: 3000 });
  });

  it('has no room line for an event without rooms', () => {
    expect(orderReceipt(priced('FULL', 'NONE', { single: 0, shared: 0 })).room).toBeUndefined();
  });
});
