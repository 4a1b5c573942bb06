import { bucketCookie, bucketCookieValue, drawBucket, readBucket, visitorBucket } from './bucket';

const clearCookie = () => {
  document.cookie = `${bucketCookie}=; Max-Age=0; Path=/`;
};

describe('readBucket', () => {
  it('finds the bucket among other cookies', () => {
    expect(readBucket('a=1; site_bucket=42; b=2')).toBe(42);
    expect(readBucket('site_bucket=0')).toBe(0);
    expect(readBucket('site_bucket=99')).toBe(99);
  });

  it.each(['', 'other=5', 'site_bucket=', 'site_bucket=100', 'site_bucket=-1', 'site_bucket=abc', 'my_site_bucket=3'])(
    'finds none in %p',
    (cookies) => {
      expect(readBucket(cookies)).toBeUndefined();
    },
  );
});

it('the cookie lasts a year on the whole site, first-party only', () => {
  expect(bucketCookieValue(7, false)).toBe('site_bucket=7; Max-Age=31536000; Path=/; SameSite=Lax');
  expect(bucketCookieValue(7, true)).toBe('site_bucket=7; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
});

it('draws buckets 0 to 99', () => {
  expect(drawBucket(() => 0)).toBe(0);
  expect(drawBucket(() => 0.105)).toBe(10);
  expect(drawBucket(() => 0.999999)).toBe(99);
});

describe('visitorBucket', () => {
  beforeEach(clearCookie);
  afterAll(clearCookie);

  it('draws a bucket once and keeps it in the cookie', () => {
    const random = jest.fn(() => 0.42);
    expect(visitorBucket(document, random)).toBe(42);
    expect(document.cookie).toContain('site_bucket=42');
    // A reload (or a later visit) reads the cookie and draws nothing.
    expect(visitorBucket(document, () => 0.9)).toBe(42);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('keeps the bucket a visitor already has', () => {
    document.cookie = 'site_bucket=3; Path=/';
    expect(visitorBucket(document, () => 0.9)).toBe(3);
  });

  it('replaces a bucket that is not one', () => {
    document.cookie = 'site_bucket=250; Path=/';
    expect(visitorBucket(document, () => 0.5)).toBe(50);
    expect(readBucket(document.cookie)).toBe(50);
  });
});
