import { paymentDateTime } from './format';

it('writes when something happened to the minute, in UTC', () => {
  expect(paymentDateTime('2031-05-01T10:02:59.000Z')).toBe('1 May 2031, 10:02 UTC');
  expect(paymentDateTime('2031-05-01T23:30:00+01:00')).toBe('1 May 2031, 22:30 UTC');
});
