import { newOrderReference, normaliseOrderReference, REFERENCE_PATTERN } from './reference';

describe('order references', () => {
  it('are EVT- and six characters that cannot be misread, and differ from one order to the next', () => {
    const drawn = Array.from({ length: 2000 }, newOrderReference);
    for (const reference of drawn) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(drawn.join('')).not.toMatch(/[01ILOU]/);
    expect(new Set(drawn).size).toBeGreaterThan(1990);
  });

  it('read back from what a person types, in any case, with or without the prefix and dash', () => {
    expect(normaliseOrderReference('evt-7k3p9q')).toBe('EVT-7K3P9Q');
    expect(normaliseOrderReference(' 7K3P9Q ')).toBe('EVT-7K3P9Q');
    expect(normaliseOrderReference('EVT 7K3P9Q')).toBe('EVT-7K3P9Q');
    expect(normaliseOrderReference('EVT-7K3P9')).toBeNull();
    expect(normaliseOrderReference('EVT-7K3P0Q')).toBeNull();
  });
});
