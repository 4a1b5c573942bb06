import { aTransaction } from '../testing/fixtures';
import { eventTypeLabel, matchesFilters, NO_FILTERS } from './filters';

const experience = aTransaction({ id: 'e', productType: 'Experience', productName: 'Brighton Seaside Weekend' });
const party = aTransaction({ id: 'p', productType: 'Party', productName: 'Rooftop Brunch', paymentMethod: 'Paypal', status: 'PENDING' });
const merchandise = aTransaction({ id: 'm', productType: 'Merchandise', productName: 'Camo Cap', status: 'DECLINED' });
const refunded = aTransaction({ id: 'r', status: 'REFUNDED', refunded: 21060 });
const partly = aTransaction({ id: 'pr', status: 'PARTIALLY_REFUNDED', refunded: 1000 });
const all = [experience, party, merchandise, refunded, partly];
const ids = (filters: Partial<typeof NO_FILTERS>) => all.filter((t) => matchesFilters(t, { ...NO_FILTERS, ...filters })).map((t) => t.id);

it('All keeps everything', () => expect(ids({})).toEqual(['e', 'p', 'm', 'r', 'pr']));

it('filters by status, any unknown status counting as Failed', () => {
  expect(ids({ status: 'Successful' })).toEqual(['e']);
  expect(ids({ status: 'Pending' })).toEqual(['p']);
  expect(ids({ status: 'Failed' })).toEqual(['m']);
  expect(ids({ status: 'Refunded' })).toEqual(['r']);
  expect(ids({ status: 'Partially refunded' })).toEqual(['pr']);
});

it('filters by method', () => {
  expect(ids({ method: 'PayPal' })).toEqual(['p']);
  expect(ids({ method: 'Stripe' })).toEqual(['e', 'm', 'r', 'pr']);
});

it('filters by the kind of product, whatever the event is called', () => {
  expect(ids({ eventType: 'Experience' })).toEqual(['e', 'r', 'pr']);
  expect(ids({ eventType: 'Parties' })).toEqual(['p']);
  expect(ids({ eventType: 'Merchandise' })).toEqual(['m']);
});

it('searches every word typed in the name or e-mail, in any case', () => {
  const named = [
    aTransaction({ id: 'ada', payerFirstName: 'Ada', payerLastName: 'Obi', payerEmail: 'ada.obi@example.com' }),
    aTransaction({ id: 'bola', payerFirstName: 'Bola', payerLastName: 'Ade', payerEmail: 'bola@mail.test' }),
  ];
  const found = (search: string) => named.filter((t) => matchesFilters(t, { ...NO_FILTERS, search })).map((t) => t.id);
  expect(found('')).toEqual(['ada', 'bola']);
  expect(found('ADE')).toEqual(['bola']);
  expect(found('ada obi')).toEqual(['ada']);
  expect(found(' mail.test ')).toEqual(['bola']);
  expect(found('ada carol')).toEqual([]);
});

it('combines the filters', () => {
  expect(ids({ method: 'Stripe', status: 'Failed' })).toEqual(['m']);
  expect(ids({ method: 'PayPal', eventType: 'Experience' })).toEqual([]);
});

it('names the event type Experience, Party, or the product itself', () => {
  expect(eventTypeLabel(experience)).toBe('Experience');
  expect(eventTypeLabel(party)).toBe('Party');
  expect(eventTypeLabel(merchandise)).toBe('Camo Cap');
});
