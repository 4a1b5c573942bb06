import { anAdminOrder } from '../testing/fixtures';
import { AMOUNT_FORMAT_MESSAGE, checkBuyer, checkCancel, checkRefund, NOTHING_CHANGED } from './actionForms';

const order = anAdminOrder();

describe('refund form', () => {
  it('turns the pounds typed into pence, up to what is refundable', () => {
    expect(checkRefund('12.5', ' Unused ', 7800)).toEqual({ ok: true, request: { amount: 1250, reason: 'Unused' } });
    expect(checkRefund('£78.00', 'All', 7800)).toEqual({ ok: true, request: { amount: 7800, reason: 'All' } });
    expect(checkRefund('78.01', 'All', 7800)).toEqual({ ok: false, problems: { amount: 'At most £78.00 can be refunded.' } });
  });

  it('names every wrong field', () => {
    expect(checkRefund('abc', '', 7800)).toEqual({
      ok: false,
      problems: { amount: AMOUNT_FORMAT_MESSAGE, reason: 'Please give a reason.' },
    });
    expect(checkRefund('0', 'x', 7800)).toEqual({ ok: false, problems: { amount: 'The amount must be more than zero.' } });
  });
});

it('a cancellation needs a reason', () => {
  expect(checkCancel('  ', true)).toEqual({ ok: false, problems: { reason: 'Please give a reason.' } });
  expect(checkCancel('Moved', false)).toEqual({ ok: true, request: { reason: 'Moved', refund: false } });
});

it('a buyer change is checked like the checkout, and refused when nothing changed', () => {
  const same = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '+44 7700 900123' };
  expect(checkBuyer(same, order)).toEqual({ ok: false, problems: { form: NOTHING_CHANGED } });
  expect(checkBuyer({ ...same, firstName: '', email: 'nope' }, order)).toEqual({
    ok: false,
    problems: { firstName: 'Please fill in all required contact information', email: 'Please enter a valid email address' },
  });
  expect(checkBuyer({ ...same, lastName: 'Byron' }, order)).toEqual({
    ok: true,
    request: { ...same, lastName: 'Byron', phoneNumber: '447700900123' },
  });
});
