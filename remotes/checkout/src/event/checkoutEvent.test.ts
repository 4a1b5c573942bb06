import { experience } from '../testing/fixtures';
import { maxQuantity, orderLimitNote, toCheckoutEvent, type WireEvent } from './checkoutEvent';

const event = (fields: Partial<WireEvent> = {}) => toCheckoutEvent('experiences', { ...experience, ...fields } as WireEvent);

describe('the most tickets an order may take', () => {
  it('is the smallest of what is left, the limits per order and per e-mail address, and what one buyer may hold', () => {
    expect(maxQuantity(event({ ticketsLeft: 48, maxPerOrder: 4 }))).toBe(4);
    expect(maxQuantity(event({ ticketsLeft: 3, maxPerOrder: 4 }))).toBe(3);
    expect(maxQuantity(event({ ticketsLeft: 48, maxPerOrder: 10, maxPerEmail: 2 }))).toBe(2);
    expect(maxQuantity(event({ ticketsLeft: 48, maxPerOrder: 10 }), 6)).toBe(6);
  });

  it('says why when it is the event’s own limit, not what is left or what a buyer may hold', () => {
    expect(orderLimitNote(event({ ticketsLeft: 48, maxPerOrder: 4 }))).toBe('At most 4 tickets per order');
    expect(orderLimitNote(event({ ticketsLeft: 48, maxPerOrder: 1 }))).toBe('At most 1 ticket per order');
    expect(orderLimitNote(event({ ticketsLeft: 48, maxPerEmail: 2 }))).toBe('At most 2 tickets per e-mail address');
    expect(orderLimitNote(event({ ticketsLeft: 4, maxPerOrder: 4 }))).toBeNull();
    expect(orderLimitNote(event({ ticketsLeft: 48, maxPerOrder: 10 }), 6)).toBeNull();
  });

  it('reads an event remembered from before events carried sale settings as on sale, at the default limit', () => {
    const older: Partial<WireEvent> = { ...experience };
    for (const key of ['onSaleAt', 'useQueue', 'admitPerMinute', 'maxPerOrder', 'maxPerEmail'] as const) delete older[key];
    const read = toCheckoutEvent('experiences', older as WireEvent);
    expect(read).toMatchObject({ onSaleAt: null, maxPerOrder: 10, maxPerEmail: null });
    expect(maxQuantity(read)).toBe(10);
  });
});
