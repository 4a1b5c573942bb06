import { countdownParts, shortCountdown, spokenCountdown } from '@shared/ui/countdown';

const time = (days: number, hours: number, minutes: number, seconds: number) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

describe('countdown texts', () => {
  it('splits what is left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(time(2, 3, 4, 5))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(time(0, 0, 0, 4) + 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 5 });
    expect(countdownParts(-500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes it short, with days only when there are some', () => {
    expect(shortCountdown(time(2, 3, 4, 5))).toBe('2d 03h 04m 05s');
    expect(shortCountdown(time(0, 0, 9, 59))).toBe('00h 09m 59s');
    expect(shortCountdown(0)).toBe('00h 00m 00s');
  });

  it('says it in words, from the first unit that is not 0', () => {
    expect(spokenCountdown(time(2, 3, 4, 5))).toBe('2 days, 3 hours, 4 minutes and 5 seconds');
    expect(spokenCountdown(time(1, 0, 1, 0))).toBe('1 day, 0 hours, 1 minute and 0 seconds');
    expect(spokenCountdown(time(0, 0, 0, 1))).toBe('1 second');
    expect(spokenCountdown(0)).toBe('0 seconds');
  });
});
