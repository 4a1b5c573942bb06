import { niceTicks } from './niceTicks';

it('steps by 1, 2 or 5 times a power of ten, the nearest to an even split, up to a tick at or above the highest', () => {
  expect(niceTicks(1134550, 4, 100)).toEqual([0, 200000, 400000, 600000, 800000, 1000000, 1200000]);
  expect(niceTicks(1000000, 4, 100)).toEqual([0, 200000, 400000, 600000, 800000, 1000000]);
  expect(niceTicks(90000, 4, 100)).toEqual([0, 20000, 40000, 60000, 80000, 100000]);
  expect(niceTicks(40000, 4, 100)).toEqual([0, 10000, 20000, 30000, 40000]);
  expect(niceTicks(14000, 4, 100)).toEqual([0, 5000, 10000, 15000]);
});

it('never steps by less than the unit, so pence become whole pounds', () => {
  expect(niceTicks(350, 4, 100)).toEqual([0, 100, 200, 300, 400]);
  expect(niceTicks(3, 4, 100)).toEqual([0, 100]);
});

it('gives an axis of one unit when there is nothing above 0', () => {
  expect(niceTicks(0, 4, 100)).toEqual([0, 100]);
});
