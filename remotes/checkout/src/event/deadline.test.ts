import { formatDeadline, instalmentNotice } from './deadline';

it.each([
  ['2027-03-01', '1st March, 2027'],
  ['2027-06-02', '2nd June, 2027'],
  ['2027-06-03', '3rd June, 2027'],
  ['2027-06-11', '11th June, 2027'],
  ['2027-06-12', '12th June, 2027'],
  ['2027-06-13', '13th June, 2027'],
  ['2027-12-21', '21st December, 2027'],
  ['2027-12-22', '22nd December, 2027'],
  ['2027-01-30', '30th January, 2027'],
])('%s is written %s', (day, text) => {
  expect(formatDeadline(day)).toBe(text);
});

it('names the deadline in the notice', () => {
  expect(instalmentNotice('2027-06-30')).toBe('Drop 25% of the total payment today and make other instalments on/before 30th June, 2027');
});
