import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/connect';
import { redactBookingTokens, redactPaths } from './log-redaction';

const token = 'q3V0Zl9hbmRfc2VjcmV0X3Rva2VuX29mXzMyX2J5dGVz';

describe('redactBookingTokens', () => {
  it('takes the token out of the booking API and page paths, and the ticket code after it', () => {
    expect(redactBookingTokens(`/api/bookings/${token}`)).toBe('/api/bookings/[redacted]');
    expect(redactBookingTokens(`/api/bookings/${token}/cancel`)).toBe('/api/bookings/[redacted]/cancel');
    expect(redactBookingTokens(`/api/bookings/${token}/pay/3?x=1`)).toBe('/api/bookings/[redacted]/pay/3?x=1');
    expect(redactBookingTokens(`/api/bookings/${token}/tickets/7K3M-Q9TX-2HDR-5WNA.pdf`)).toBe(
      '/api/bookings/[redacted]/tickets/[redacted].pdf',
    );
    expect(redactBookingTokens(`/api/bookings/${token}/tickets/7K3M-Q9TX-2HDR-5WNA/qr.svg`)).toBe(
      '/api/bookings/[redacted]/tickets/[redacted]/qr.svg',
    );
    expect(redactBookingTokens(`Route GET:/booking/${token} not found`)).toBe('Route GET:/booking/[redacted] not found');
    expect(redactBookingTokens(`see https://site.example/booking/${token}.`)).toBe('see https://site.example/booking/[redacted].');
  });

  it('leaves every other path as it is, Find my booking included', () => {
    for (const path of ['/api/bookings/lookup', '/api/bookings/lookup?a=1', '/booking', '/api/order/create', '/api/admin/orders/abc'])
      expect(redactBookingTokens(path)).toBe(path);
    expect(redactBookingTokens('/api/bookings/lookups')).toBe('/api/bookings/[redacted]');
    expect(redactBookingTokens('/api/bookings/lookup-Zm9v')).toBe('/api/bookings/[redacted]');
  });
});

describe('redactPaths', () => {
  it("takes a buyer's address out of the buyer data paths, as typed or encoded, and leaves the rest", () => {
    expect(redactPaths('/api/admin/buyers/Ada.Obi%40example.com')).toBe('/api/admin/buyers/[redacted]');
    expect(redactPaths('/api/admin/buyers/ada@example.com/export?x=1')).toBe('/api/admin/buyers/[redacted]/export?x=1');
    expect(redactPaths('Route POST:/api/admin/buyers/ada@example.com/erase not found')).toBe(
      'Route POST:/api/admin/buyers/[redacted]/erase not found',
    );
    expect(redactPaths(`/api/bookings/${token}`)).toBe('/api/bookings/[redacted]');
    // An invitation link's token, in the API's path and the page's.
    expect(redactPaths(`/api/admin/invitations/${token}/accept`)).toBe('/api/admin/invitations/[redacted]/accept');
    expect(redactPaths(`see https://site.example/admin/invitation/${token}.`)).toBe(
      'see https://site.example/admin/invitation/[redacted].',
    );
    expect(redactPaths('/api/admin/team/invitations')).toBe('/api/admin/team/invitations');
    for (const path of ['/api/admin/buyers', '/api/admin/orders/abc']) expect(redactPaths(path)).toBe(path);
  });
});

describe('the request log', () => {
  it('never shows a booking token, in the request line, an error or a message', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: '/tmp/api-log-redaction-test' });
    // No database: the booking read fails (a logged 500), the rest never reach one.
    const app = buildApp({ config, db: {} as Db, logger: { level: 'info', stream } });
    try {
      expect((await app.inject({ method: 'GET', url: `/api/bookings/${token}` })).statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: `/api/bookings/${token}/nowhere` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/booking/${token}` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged.filter((line) => line.msg === 'request completed').map((line) => line.url)).toEqual([
      '/api/bookings/[redacted]',
      '/api/bookings/[redacted]/nowhere',
      '/booking/[redacted]',
    ]);
    expect(logged.some((line) => line.msg === 'request failed')).toBe(true);
    expect(logged.some((line) => line.msg === 'Route GET:/booking/[redacted] not found')).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
  });
});
