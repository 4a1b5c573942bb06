// The visitor's bucket, 0-99, which decides whether they load a remote's canary release
// (@shared/domain/remotes' pickEntry). It is drawn once and kept in a first-party cookie for a year, so a
// visitor stays on one release across reloads and visits instead of flipping between two versions
// of the same screens (docs/architecture.md#canary-releases).

export const bucketCookie = 'site_bucket';
const oneYear = 365 * 24 * 60 * 60;

/** The bucket a Cookie header (or document.cookie) holds; undefined when it has none or a bad one. */
export function readBucket(cookies: string): number | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name.trim() !== bucketCookie) continue;
    const value = rest.join('=').trim();
    if (/^\d{1,2}$/.test(value)) return Number(value);
  }
  return undefined;
}

/** The Set-Cookie value (the document.cookie assignment) that keeps this bucket for a year. */
export function bucketCookieValue(bucket: number, secure: boolean): string {
  return `${bucketCookie}=${bucket}; Max-Age=${oneYear}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A new bucket, 0-99, from a random number in [0, 1). */
export function drawBucket(random: () => number = Math.random): number {
  return Math.min(99, Math.max(0, Math.floor(random() * 100)));
}

/**
 * This visitor's bucket: the one their cookie holds, else a new one, written to the cookie. A
 * browser that refuses the cookie draws again on every page load; it is the one case of flipping.
 */
export function visitorBucket(doc: Document = document, random: () => number = Math.random): number {
  const kept = readBucket(doc.cookie);
  if (kept !== undefined) return kept;
  const bucket = drawBucket(random);
  doc.cookie = bucketCookieValue(bucket, doc.location?.protocol === 'https:');
  return bucket;
}
