import { actionLabel, changesSummary, valueText } from './auditLabels';

it('reads the actions in words, and an unknown one as it is', () => {
  expect(actionLabel('2fa-on')).toBe('Turned two-factor sign-in on');
  expect(actionLabel('teleport')).toBe('teleport');
});

it('sums the changes up by field', () => {
  expect(changesSummary({ price: { from: 1, to: 2 }, capacity: { from: 3, to: 4 } })).toBe('price, capacity');
  expect(changesSummary({})).toBe('');
});

it('shows values as text', () => {
  expect(valueText(null)).toBe('-');
  expect(valueText(undefined)).toBe('-');
  expect(valueText('')).toBe('(empty)');
  expect(valueText('Brighton')).toBe('Brighton');
  expect(valueText(12550)).toBe('12550');
  expect(valueText(false)).toBe('false');
  expect(valueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
});
