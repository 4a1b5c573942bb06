import { normaliseTicketCode } from '@shared/domain';
import { newTicketCode } from './codes';

describe('ticket codes', () => {
  it('are four groups of four Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) expect(newTicketCode()).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('do not repeat', () => {
    const codes = new Set(Array.from({ length: 20_000 }, newTicketCode));
    expect(codes.size).toBe(20_000);
  });

  it('read back in their stored form whatever way they are typed', () => {
    const code = newTicketCode();
    expect(normaliseTicketCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
  });
});
