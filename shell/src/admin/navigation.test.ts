import { entriesFor, isActive, showChildren, sidebarEntries } from './navigation';

const entry = (label: string) => sidebarEntries.find((e) => e.label === label)!;

describe('sidebar highlight rules', () => {
  it('Event Hub is highlighted anywhere under /admin/events', () => {
    expect(isActive(entry('Event Hub'), '/admin/events')).toBe(true);
    expect(isActive(entry('Event Hub'), '/admin/events/parties/preview/1')).toBe(true);
    expect(isActive(entry('Event Hub'), '/admin/dashboard')).toBe(false);
  });

  it('Merchandise is highlighted anywhere under /admin/merchandise and shows Orders there', () => {
    expect(isActive(entry('Merchandise'), '/admin/merchandise/orders')).toBe(true);
    expect(showChildren(entry('Merchandise'), '/admin/merchandise/edit/2')).toBe(true);
    expect(showChildren(entry('Merchandise'), '/admin/events')).toBe(false);
  });

  it('Event Hub shows Promotions anywhere under /admin/events, to every role that reads the events', () => {
    expect(showChildren(entry('Event Hub'), '/admin/events/promo-codes')).toBe(true);
    expect(showChildren(entry('Event Hub'), '/admin/events')).toBe(true);
    expect(showChildren(entry('Event Hub'), '/admin/dashboard')).toBe(false);
    expect(isActive(entry('Event Hub'), '/admin/events/promo-codes')).toBe(true);
    expect(entry('Event Hub').children).toEqual([{ label: 'Promotions', to: '/admin/events/promo-codes', permission: 'events:read' }]);
  });

  it('Dashboard, Payment Tracking and Settings match their own path only', () => {
    expect(isActive(entry('Dashboard'), '/admin/dashboard')).toBe(true);
    expect(isActive(entry('Payment Tracking'), '/admin/payments')).toBe(true);
    expect(isActive(entry('Payment Tracking'), '/admin/payments/extra')).toBe(false);
    expect(isActive(entry('Settings'), '/admin/settings/extra')).toBe(false);
  });

  it("Payment Tracking is highlighted on an order's page, which is reached from it", () => {
    expect(isActive(entry('Payment Tracking'), '/admin/orders/0b7e3a52-52d8-4d7e-a1a4-2f5d9e8c7b60')).toBe(true);
    expect(isActive(entry('Payment Tracking'), '/admin/orders')).toBe(true);
    expect(isActive(entry('Dashboard'), '/admin/orders/0b7e3a52-52d8-4d7e-a1a4-2f5d9e8c7b60')).toBe(false);
  });

  it('lists the five entries in the sidebar order for an owner and an admin', () => {
    for (const role of ['OWNER', 'ADMIN'] as const) {
      expect(entriesFor(role).map((e) => [e.label, e.to])).toEqual([
        ['Dashboard', '/admin/dashboard'],
        ['Event Hub', '/admin/events'],
        ['Payment Tracking', '/admin/payments'],
        ['Merchandise', '/admin/merchandise'],
        ['Settings', '/admin/settings'],
      ]);
    }
  });
});

describe('the sidebar of each role (docs/product-rules.md#roles)', () => {
  it('finance: the money, the events and the merchandise to read, and their own settings', () => {
    expect(entriesFor('FINANCE').map((e) => e.label)).toEqual(['Dashboard', 'Event Hub', 'Payment Tracking', 'Merchandise', 'Settings']);
  });

  it('the door: the check-in page and their own settings, nothing else', () => {
    expect(entriesFor('CHECK_IN').map((e) => [e.label, e.to])).toEqual([
      ['Check-in', '/admin/events/check-in'],
      ['Settings', '/admin/settings'],
    ]);
  });

  it('nobody signed in: nothing', () => {
    expect(entriesFor(undefined)).toEqual([]);
    expect(sidebarEntries.length).toBe(6);
  });
});
