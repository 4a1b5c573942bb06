import { decideLocally } from './localDecision';

const ada = { code: '7K3M-Q9TX-2HDR-5WNA', attendeeName: 'Ada Obi', checkedInAt: null, checkedInBy: null };

describe('decideLocally', () => {
  it('lets in a ticket on the list that was not used yet', () => {
    expect(decideLocally(ada.code, ada)).toEqual({ result: 'VALID', code: ada.code, attendeeName: 'Ada Obi' });
  });

  it('refuses a ticket already used, saying when and by which device', () => {
    const used = { ...ada, checkedInAt: '2031-05-17T19:42:00.000Z', checkedInBy: 'Door 2' };
    expect(decideLocally(ada.code, used)).toEqual({
      result: 'ALREADY_CHECKED_IN',
      code: ada.code,
      attendeeName: 'Ada Obi',
      checkedInAt: '2031-05-17T19:42:00.000Z',
      checkedInBy: 'Door 2',
    });
    expect(decideLocally(ada.code, { ...used, checkedInBy: null })).not.toHaveProperty('checkedInBy');
  });

  it('refuses a code that is not on the list, or not a code', () => {
    expect(decideLocally('0000-0000-0000-0000', undefined)).toEqual({ result: 'UNKNOWN' });
    expect(decideLocally(null, ada)).toEqual({ result: 'UNKNOWN' });
  });

  it('refuses as forged a signed QR that names someone other than the ticket’s attendee (a QR from before a rename)', () => {
    expect(decideLocally(ada.code, ada, 'Ada Obi')).toMatchObject({ result: 'VALID' });
    expect(decideLocally(ada.code, ada, 'Someone Else')).toEqual({ result: 'FORGED' });
  });
});
