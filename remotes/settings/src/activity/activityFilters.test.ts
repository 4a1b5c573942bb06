import { activitySearchParams, auditQueryOf, NO_FILTERS, readActivityFilters } from './activityFilters';

it('reads the filters from the address; anything unknown reads as no filter', () => {
  expect(readActivityFilters(new URLSearchParams('member=ada@example.com&entity=order&from=2026-03-01&to=2026-03-31'))).toEqual({
    member: 'ada@example.com',
    entity: 'order',
    from: '2026-03-01',
    to: '2026-03-31',
  });
  expect(readActivityFilters(new URLSearchParams('entity=planet&from=2026-02-30&to=yesterday'))).toEqual(NO_FILTERS);
});

it('writes only the filters set, with the tab', () => {
  expect(activitySearchParams(NO_FILTERS).toString()).toBe('tab=activity');
  expect(activitySearchParams({ ...NO_FILTERS, entity: 'team-settings', from: '2026-03-01', member: '  ' }).toString()).toBe(
    'tab=activity&entity=team-settings&from=2026-03-01',
  );
});

it('asks the API for what is set, and leaves out a last day before the first, which it refuses', () => {
  expect(auditQueryOf(NO_FILTERS)).toEqual({ query: {}, errors: {} });
  expect(auditQueryOf({ member: ' ada@example.com ', entity: 'event', from: '2026-03-01', to: '2026-03-01' })).toEqual({
    query: { actor: 'ada@example.com', entity: 'event', from: '2026-03-01', to: '2026-03-01' },
    errors: {},
  });
  expect(auditQueryOf({ ...NO_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toEqual({
    query: { from: '2026-03-02' },
    errors: { to: 'The first day must not be after the last' },
  });
});
