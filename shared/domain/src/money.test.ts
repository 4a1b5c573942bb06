import { formatPounds, PenceSchema, penceToPoundsString, percentOf, poundsToPence } from './money';

describe('formatPounds', () => {
  it.each([
    [0, '£0.00'],
    [1, '£0.01'],
    [99, '£0.99'],
    [4500, '£45.00'],
    [4550, '£45.50'],
    [99999, '£999.99'],
    [100000, '£1,000.00'],
    [123450, '£1,234.50'],
    [123456789, '£1,234,567.89'],
    [-500, '-£5.00'],
    [-123456, '-£1,234.56'],
  ])('%i pence => %s', (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });

  it.each([1.5, Number.NaN, Infinity])('refuses non-whole pence %p', (pence) => {
    expect(() => formatPounds(pence)).toThrow(RangeError);
  });
});

describe('penceToPoundsString', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [4500, '45.00'],
    [123450, '1234.50'],
    [-250, '-2.50'],
  ])('%i pence => %s', (pence, text) => {
    expect(penceToPoundsString(pence)).toBe(text);
  });

  it('round-trips through poundsToPence', () => {
    for (const pence of [0, 1, 29, 4500, 120099, 987654321]) {
      expect(poundsToPence(penceToPoundsString(pence))).toBe(pence);
    }
  });
});

describe('poundsToPence', () => {
  it.each<[string | number, number]>([
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    ['0.29', 29],
    ['0.07', 7],
    ['£1,200.99', 120099],
    ['£ 12', 1200],
    ['  3.10 ', 310],
    ['1,234,567.8', 123456780],
    ['0', 0],
    ['007', 700],
    [45, 4500],
    [0.29, 29],
    [19.99, 1999],
    [1.1, 110],
  ])('%p => %i', (input, pence) => {
    expect(poundsToPence(input)).toBe(pence);
  });

  it.each<string | number>([
    '',
    '   ',
    'abc',
    '£',
    '1.005',
    1.005,
    '45.',
    '.5',
    '-5',
    -5,
    '1,2',
    '12,34',
    '1,2345',
    '1 000',
    '45p',
    '4e3',
    '£45.00 extra',
    NaN,
    Infinity,
    '99999999999999999999',
  ])('%p => null', (input) => {
    expect(poundsToPence(input)).toBeNull();
  });
});

describe('percentOf', () => {
  it.each([
    [1000, 25, 250],
    [1001, 25, 250], // 250.25 rounds down
    [1002, 25, 251], // 250.5 rounds half up
    [1003, 25, 251], // 250.75 rounds up
    [1, 20, 0], // 0.2
    [2, 20, 0], // 0.4
    [3, 20, 1], // 0.6
    [5, 20, 1],
    [4875, 20, 975],
    [2, 25, 1], // 0.5 rounds half up
    [0, 25, 0],
    [19500, 100, 19500],
    [19500, 0, 0],
  ])('%i pence x %i%% => %i', (pence, percent, expected) => {
    expect(percentOf(pence, percent)).toBe(expected);
  });

  it('matches half-up rounding of the exact quotient across a range of amounts', () => {
    for (let pence = 0; pence <= 5000; pence += 1) {
      // pence / 4 is exact in binary, so Math.round is a trustworthy oracle for 25%.
      expect(percentOf(pence, 25)).toBe(Math.round(pence / 4));
    }
  });

  it.each([
    [-1, 25],
    [1.5, 25],
    [100, 12.5],
    [100, -1],
    [Number.MAX_SAFE_INTEGER, 20],
  ])('refuses percentOf(%p, %p)', (pence, percent) => {
    expect(() => percentOf(pence, percent)).toThrow(RangeError);
  });
});

describe('PenceSchema', () => {
  it('accepts whole non-negative pence only', () => {
    expect(PenceSchema.safeParse(4500).success).toBe(true);
    expect(PenceSchema.safeParse(0).success).toBe(true);
    expect(PenceSchema.safeParse(-1).success).toBe(false);
    expect(PenceSchema.safeParse(45.5).success).toBe(false);
    expect(PenceSchema.safeParse('4500').success).toBe(false);
  });
});
