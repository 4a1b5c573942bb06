import { EVENT_KINDS, findEventKind, kindOfSegment } from './eventKinds';
import { OrderType } from './orders';
import { PriceInput } from './pricing';
import { paths } from './routes';
import { TicketProductType } from './transactions';

const rows = Object.values(EVENT_KINDS);

describe('EVENT_KINDS', () => {
  it('has one row per kind, filed under its own kind', () => {
    expect(Object.entries(EVENT_KINDS).map(([key, row]) => [key, row.kind])).toEqual([
      ['EXPERIENCE', 'EXPERIENCE'],
      ['PARTY', 'PARTY'],
    ]);
    expect(new Set(Object.keys(EVENT_KINDS))).toEqual(new Set(OrderType.options));
  });

  it('names each kind with the values the schemas accept, each name once', () => {
    expect(rows.map((row) => row.productType).sort()).toEqual([...TicketProductType.options].sort());
    expect(rows.map((row) => row.word).sort()).toEqual([...PriceInput.shape.kind.options].sort());
    for (const name of ['segment', 'word', 'productType', 'label'] as const) {
      expect(new Set(rows.map((row) => row[name])).size).toBe(rows.length);
    }
  });

  it('gives the path segment of the public lists and the check-out', () => {
    expect(rows.map((row) => [paths[row.segment], paths.checkOut(row.segment)])).toEqual([
      ['/experiences', '/experiences/check-out'],
      ['/parties', '/parties/check-out'],
    ]);
  });

  it('finds a kind by its page segment', () => {
    expect(kindOfSegment('experiences')).toBe(EVENT_KINDS.EXPERIENCE);
    expect(kindOfSegment('parties')).toBe(EVENT_KINDS.PARTY);
  });

  it('finds a kind by any of its names, and none for other text', () => {
    for (const row of rows) {
      for (const name of ['kind', 'segment', 'word', 'productType', 'label'] as const) {
        expect(findEventKind(name, row[name])).toBe(row);
      }
    }
    expect(findEventKind('word', 'experiences')).toBeUndefined();
    expect(findEventKind('productType', 'Merchandise')).toBeUndefined();
    expect(findEventKind('word', '')).toBeUndefined();
  });
});
