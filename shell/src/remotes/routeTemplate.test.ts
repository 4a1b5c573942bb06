import { matchRoute } from './routeTemplate';

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/experiences', '/experiences'],
    ['/parties/check-out', '/parties/check-out'],
    ['/booking/bk_7Hq2xZr94LmNc0', '/booking/:token'],
    ['/admin/orders/42', '/admin/orders/:id'],
    ['/admin/orders/42/', '/admin/orders/:id'],
    ['/admin/events/experiences/preview/17', '/admin/events/experiences/preview/:id'],
    ['/admin/merchandise/orders', '/admin/merchandise/orders'],
    ['/admin/merchandise/9', '/admin/merchandise/:id'],
    ['/admin/invitation/inv_5c1f9a', '/admin/invitation/:token'],
    ['/no/such/page', '*'],
  ])('%s is %s', (pathname, template) => {
    expect(matchRoute(pathname).template).toBe(template);
  });

  it("gives the values of the pattern's parameters, to be scrubbed from a report", () => {
    expect(matchRoute('/admin/events/parties/tickets/ev_123').values).toEqual(['ev_123']);
    expect(matchRoute('/experiences').values).toEqual([]);
    expect(matchRoute('/bookng/bk_7Hq2xZr94LmNc0').values).toEqual(['bk_7Hq2xZr94LmNc0']);
  });
});
