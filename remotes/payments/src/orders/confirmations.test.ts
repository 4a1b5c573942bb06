import { anAdminOrder } from '../testing/fixtures';
import {
  buyerDone,
  buyerQuestion,
  cancelDone,
  cancelQuestion,
  refundDone,
  refundQuestion,
  reissuedCode,
  renameDone,
  resendQuestion,
} from './confirmations';

const order = anAdminOrder();

describe('questions', () => {
  it('a part refund names the amount and who is told', () => {
    expect(refundQuestion(1200, order)).toBe('Refund £12.00 to ada@example.com? They will get an e-mail receipt.');
  });

  it('a refund of everything says the order closes, unless it already has', () => {
    expect(refundQuestion(7800, order)).toContain('so order EVT-7K3P9Q is cancelled too. Its 2 tickets stop working');
    expect(refundQuestion(7800, anAdminOrder({ status: 'CANCELLED' }))).toBe(
      'Refund £78.00 to ada@example.com? They will get an e-mail receipt.',
    );
  });

  it('a cancellation says what happens to the tickets and the money', () => {
    const one = anAdminOrder({ tickets: [order.tickets[0], { ...order.tickets[1], status: 'VOID' }] });
    expect(cancelQuestion(one, false)).toBe(
      'Cancel order EVT-7K3P9Q? Its 1 ticket stops working and goes back on sale, and no more instalment reminders are sent. ' +
        'Nothing is refunded (£78.00 stays refundable). ada@example.com will get an e-mail saying so.',
    );
    // Nothing paid: nothing to say about money. Tickets not issued yet are the order's quantity.
    expect(cancelQuestion(anAdminOrder({ refundable: 0, tickets: [], quantity: 3 }), true)).toBe(
      'Cancel order EVT-7K3P9Q? Its 3 tickets stop working and go back on sale, and no more instalment reminders are sent. ' +
        'ada@example.com will get an e-mail saying so.',
    );
  });

  it('a resend and a buyer change name where the tickets go', () => {
    expect(resendQuestion(order)).toBe('E-mail the 2 tickets of order EVT-7K3P9Q to ada@example.com again?');
    const renamed = { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', phoneNumber: '447700900123' };
    expect(buyerQuestion(order, renamed)).toBe(
      'Change the buyer of order EVT-7K3P9Q to Ada Byron, ada@example.com, phone 447700900123? ' +
        'The tickets are renamed and sent again to ada@example.com, and booking links already e-mailed stop working.',
    );
    expect(buyerDone(order, renamed)).toBe('Buyer changed; the tickets are on their way to ada@example.com.');
  });

  it('a buyer change of an order without live tickets sends none', () => {
    const cancelled = anAdminOrder({ status: 'CANCELLED' });
    const moved = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@new.example', phoneNumber: '447700900123' };
    expect(buyerQuestion(cancelled, moved)).toBe(
      'Change the buyer of order EVT-7K3P9Q to Ada Lovelace, ada@new.example, phone 447700900123? ' +
        'Booking links already e-mailed stop working. No tickets are sent: none of this order lets anyone in. ' +
        'ada@example.com gets no more e-mails about this order.',
    );
    expect(buyerDone(cancelled, moved)).toBe('Buyer changed.');
  });

  it('the toasts after a refund and a cancellation', () => {
    expect(refundDone({ id: 'r', amount: 1200, status: 'SUCCEEDED' }, order)).toBe('Refunded £12.00 to ada@example.com.');
    expect(refundDone({ id: 'r', amount: 1200, status: 'PENDING' }, order)).toBe(
      'Refund of £12.00 started: the payment provider is still processing it.',
    );
    expect(refundDone({ id: 'r', amount: 1200, status: 'FAILED' }, order)).toBe(
      'The payment provider refused the refund of £12.00; nothing was given back.',
    );
    expect(cancelDone({ status: 'CANCELLED', reference: 'EVT-7K3P9Q', refunded: 0, refund: null })).toBe('Order EVT-7K3P9Q cancelled.');
  });

  it('after a rename: the code the order has now that it did not have before', () => {
    const [first, second] = order.tickets;
    const renamed = anAdminOrder({ tickets: [{ ...first, status: 'VOID' }, second, { ...first, code: 'N3WC-0D3X-7PLM-4QRS' }] });
    expect(reissuedCode(order, renamed)).toBe('N3WC-0D3X-7PLM-4QRS');
    const attendee = { attendeeName: 'Mary Somerville', attendeeEmail: null };
    expect(renameDone(attendee, reissuedCode(order, renamed))).toBe(
      'Ticket issued again to Mary Somerville: its new code is N3WC-0D3X-7PLM-4QRS.',
    );
    // An answer that shows no new code (another admin's change in between) still says it was done.
    expect(renameDone(attendee, reissuedCode(order, order))).toBe('Ticket issued again to Mary Somerville.');
  });
});
