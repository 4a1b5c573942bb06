import { PROMO_MESSAGES } from '@shared/domain';
import { type PromoTerms, promoRefusal } from './rules';

const now = new Date('2031-05-17T12:00:00Z');
const open: PromoTerms = { active: true, eventId: null, eventKind: null, maxUses: null, validFrom: null, validUntil: null };
const order = { eventId: 'event-a', eventKind: 'PARTY' as const, uses: 0, now };

describe('promoRefusal (docs/product-rules.md#promo-codes)', () => {
  it('lets an active code with no limits be used for any event', () => {
    expect(promoRefusal(open, order)).toBeUndefined();
    expect(promoRefusal(open, { ...order, eventKind: 'EXPERIENCE', uses: 1_000 })).toBeUndefined();
  });

  it.each<[string, Partial<PromoTerms>, Partial<typeof order>, string]>([
    ['switched off', { active: false }, {}, PROMO_MESSAGES.inactive],
    ['before its start', { validFrom: new Date('2031-05-17T12:00:01Z') }, {}, PROMO_MESSAGES.notYet],
    ['at its end', { validUntil: now }, {}, PROMO_MESSAGES.expired],
    ['after its end', { validUntil: new Date('2031-01-01T00:00:00Z') }, {}, PROMO_MESSAGES.expired],
    ['for another event', { eventId: 'event-b' }, {}, PROMO_MESSAGES.otherEvent],
    ['for the other kind', { eventKind: 'EXPERIENCE' }, {}, PROMO_MESSAGES.otherEvent],
    ['with every use taken', { maxUses: 10 }, { uses: 10 }, PROMO_MESSAGES.usedUp],
  ])('refuses a code %s', (_, terms, use, message) => {
    expect(promoRefusal({ ...open, ...terms }, { ...order, ...use })).toBe(message);
  });

  it('accepts a code inside its window, for its event or kind, with a use left', () => {
    const terms = { ...open, validFrom: now, validUntil: new Date('2031-05-17T12:00:01Z'), maxUses: 10 };
    expect(promoRefusal({ ...terms, eventId: 'event-a' }, { ...order, uses: 9 })).toBeUndefined();
    expect(promoRefusal({ ...terms, eventKind: 'PARTY' }, order)).toBeUndefined();
  });

  it('says it is switched off before anything else', () => {
    expect(promoRefusal({ ...open, active: false, maxUses: 1, validUntil: new Date(0) }, { ...order, uses: 5 })).toBe(
      PROMO_MESSAGES.inactive,
    );
  });
});
