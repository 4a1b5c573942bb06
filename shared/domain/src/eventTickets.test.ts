import { ticketPayment } from './eventTickets';

describe('ticketPayment', () => {
  it('is paid for a paid order, even after a part refund', () => {
    expect(ticketPayment({ status: 'PAID', paid: 5400, refunded: 0 })).toBe('PAID');
    expect(ticketPayment({ status: 'PAID', paid: 5400, refunded: 1000 })).toBe('PAID');
  });

  it('owes a balance while instalments are due', () => {
    expect(ticketPayment({ status: 'PARTIALLY_PAID', paid: 1620, refunded: 0 })).toBe('BALANCE_DUE');
  });

  it('is refunded when all the money went back or a cancelled order gave any back', () => {
    expect(ticketPayment({ status: 'PAID', paid: 5400, refunded: 5400 })).toBe('REFUNDED');
    expect(ticketPayment({ status: 'CANCELLED', paid: 5400, refunded: 2000 })).toBe('REFUNDED');
  });

  it('is cancelled when a cancelled order kept its money', () => {
    expect(ticketPayment({ status: 'CANCELLED', paid: 5400, refunded: 0 })).toBe('CANCELLED');
  });
});
