import { waitText } from './waitText';

it('says a wait as people say it', () => {
  expect([0, 59, 60, 89, 90, 720, 5340, 5400, 7200].map(waitText)).toEqual([
    'less than a minute',
    'less than a minute',
    'about 1 minute',
    'about 1 minute',
    'about 2 minutes',
    'about 12 minutes',
    'about 89 minutes',
    'about 2 hours',
    'about 2 hours',
  ]);
});
