import { newTicketCode, normaliseTicketCode } from './codes';

describe('ticket codes', () => {
  it('are four groups of four Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) expect(newTicketCode()).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('do not repeat', () => {
    const codes = new Set(Array.from({ length: 20_000 }, newTicketCode));
    expect(codes.size).toBe(20_000);
  });

  it('normalise what people type', () => {
    const code = newTicketCode();
    expect(normaliseTicketCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normaliseTicketCode('7k3m q9tx 2hdr 5wna')).toBe('7K3M-Q9TX-2HDR-5WNA');
    expect(normaliseTicketCode('OOOO-IIII-LLLL-0000')).toBe('0000-1111-1111-0000');
  });

  it('refuse what cannot be a code', () => {
    expect(normaliseTicketCode('')).toBeNull();
    expect(normaliseTicketCode('7K3M-Q9TX-2HDR')).toBeNull();
    expect(normaliseTicketCode('7K3M-Q9TX-2HDR-5WNU')).toBeNull();
    expect(normaliseTicketCode("' OR 1=1 --")).toBeNull();
  });
});
