import { browserFamily, MESSAGE_MAX, normaliseStack, routeTemplate, scrubMessage, scrubText, stackHash } from './scrub';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('scrubText', () => {
  it('replaces e-mail addresses, URL-encoded ones and ones inside URLs, whole', () => {
    expect(scrubText('No account for bola.ade+tickets@example.co.uk, try again')).toBe('No account for [email] try again');
    expect(scrubText('GET /api/admin/buyers/bola%40example.com failed')).toBe('GET [email] failed');
    expect(scrubText('see https://site.example/u?e=ana@example.com')).toBe('see [email]');
  });

  it('replaces bearer credentials and JWTs', () => {
    expect(scrubText(`Authorization: Bearer ${JWT}`)).toBe('Authorization: Bearer [token]');
    expect(scrubText(`token was ${JWT}.`)).toBe('token was [token]');
    expect(scrubText('Basic dXNlcjpwYXNzd29yZA== refused')).toBe('Basic [token] refused');
    expect(scrubText('BEARER abc.def')).toBe('BEARER [token]');
    expect(scrubText('basic validation failed for token input')).toBe('basic validation failed for token input');
  });

  it('replaces URL query strings and fragments with values, keeping the path', () => {
    expect(scrubText('Failed to fetch https://api.example/pay/return?token=abc&PayerID=Q1')).toBe(
      'Failed to fetch https://api.example/pay/return?[query]',
    );
    expect(scrubText('bad link ?token=abc')).toBe('bad link ?[query]');
    expect(scrubText('/callback#access_token=abc')).toBe('/callback#[fragment]');
    // A question mark of prose is not a query string.
    expect(scrubText('Is it undefined? Yes')).toBe('Is it undefined? Yes');
  });

  it('replaces uuids, long hex or base64 runs and long numbers, and keeps ordinary words', () => {
    expect(scrubText('order 3f1c2a9e-7b4d-4e2a-9c1f-0a2b3c4d5e6f not found')).toBe('order [id] not found');
    expect(scrubText('key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('key [secret]');
    expect(scrubText('sk_live_51HxYzAbCdEfGhIjKlMnOpQr leaked')).toBe('[secret] leaked');
    expect(scrubText('call 07700900123 now')).toBe('call [number] now');
    expect(scrubText("Cannot read properties of undefined (reading 'map') in ChunkLoadError_somewhere_long_name")).toBe(
      "Cannot read properties of undefined (reading 'map') in ChunkLoadError_somewhere_long_name",
    );
  });
});

describe('scrubMessage', () => {
  it('puts the message on one line and cuts it at MESSAGE_MAX characters', () => {
    expect(scrubMessage('Loading chunk 42 failed.\n\t(error: timeout)')).toBe('Loading chunk 42 failed. (error: timeout)');
    const long = scrubMessage('word '.repeat(1000));
    expect(Array.from(long)).toHaveLength(MESSAGE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('scrubs before cutting, so no part of an address is left at the cut', () => {
    const message = `${'x'.repeat(MESSAGE_MAX - 10)} someone.with.a.long.name@example.com`;
    expect(scrubMessage(message)).not.toMatch(/someone|example/);
    // A huge message is read only so far; the word at that edge is dropped whole.
    const huge = `${'a '.repeat(999)}prefix-of-bola@example.com ${'b'.repeat(10_000)}`;
    expect(scrubMessage(huge)).not.toMatch(/bola|example/);
  });
});

describe('stackHash', () => {
  const chrome = (origin: string, user: string) =>
    [
      `TypeError: no booking for ${user}`,
      `    at BookingPage (${origin}/static/js/bookings.js?v=12:10:5)`,
      `    at renderWithHooks (${origin}/static/js/vendor.js:200:18)`,
    ].join('\n');

  it('is the same for the same frames, whatever the message, origin or query string', () => {
    const one = stackHash(chrome('https://site.example', 'ana@example.com'));
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(stackHash(chrome('http://localhost:3000', 'bola@example.com'))).toBe(one);
  });

  it('differs for a different frame, and is null without a stack', () => {
    expect(stackHash(chrome('https://site.example', 'x').replace(':10:5', ':11:5'))).not.toBe(
      stackHash(chrome('https://site.example', 'x')),
    );
    expect(stackHash(undefined)).toBeNull();
    expect(stackHash('  ')).toBeNull();
  });

  it('normalises Firefox frames too, keeping their function names', () => {
    expect(normaliseStack('handleClick@https://site.example/static/app.js?token=abc:10:5\n@https://site.example/x.js:1:1')).toBe(
      'handleClick@/static/app.js:10:5\n@/x.js:1:1',
    );
    expect(normaliseStack('Error: ana@example.com\n    at f (https://site.example/a.js:1:2)')).toBe('at f (/a.js:1:2)');
  });
});

describe('routeTemplate', () => {
  it('keeps the path, with ids, numbers, uuids, tokens and addresses as :id', () => {
    expect(routeTemplate('/admin/orders/3f1c2a9e-7b4d-4e2a-9c1f-0a2b3c4d5e6f')).toBe('/admin/orders/:id');
    expect(routeTemplate('/admin/merchandise/edit/12')).toBe('/admin/merchandise/edit/:id');
    expect(routeTemplate('/booking/Xq7_kP2mN9vR4tY8wZ1aB3cD?token=abc#top')).toBe('/booking/:id');
    expect(routeTemplate('/admin/buyers/ana@example.com/export')).toBe('/admin/buyers/:id/export');
    expect(routeTemplate('https://site.example/parties/summer-2031?utm_source=mail')).toBe('/parties/:id');
    expect(routeTemplate('/about-us')).toBe('/about-us');
    expect(routeTemplate('/')).toBe('/');
    expect(routeTemplate(undefined)).toBeNull();
  });
});

describe('browserFamily', () => {
  it('tells the families apart by the parts of the User-Agent that name them', () => {
    const agents: [string, string][] = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome'],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
        'Chrome',
      ],
      ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 OPR/115.0', 'Other'],
      ['curl/8.5.0', 'Other'],
    ];
    for (const [agent, family] of agents) expect([agent, browserFamily(agent)]).toEqual([agent, family]);
    expect(browserFamily(undefined)).toBe('Other');
  });
});
