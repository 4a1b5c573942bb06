import { normaliseTicketCode } from './ticketCodes';

describe('normaliseTicketCode', () => {
  it('normalises what people type', () => {
    expect(normaliseTicketCode('7k3m q9tx 2hdr 5wna')).toBe('7K3M-Q9TX-2HDR-5WNA');
    expect(normaliseTicketCode('OOOO-IIII-LLLL-0000')).toBe('0000-1111-1111-0000');
  });

  it('refuses what cannot be a code', () => {
    expect(normaliseTicketCode('')).toBeNull();
    expect(normaliseTicketCode('7K3M-Q9TX-2HDR')).toBeNull();
    expect(normaliseTicketCode('7K3M-Q9TX-2HDR-5WNU')).toBeNull();
    expect(normaliseTicketCode("' OR 1=1 --")).toBeNull();
  });
});
