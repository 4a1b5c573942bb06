import { indexedPart } from './search-words';

describe('indexedPart', () => {
  it("asks the index for an address up to its '@', leaving out the domain most addresses share", () => {
    expect(indexedPart('kofi.hall.20088@example.com')).toBe('kofi.hall.20088@');
    expect(indexedPart('ada@gmail')).toBe('ada@');
    expect(indexedPart('zoë@example.com')).toBe('zoë@');
    // Up to the first '@' when a word holds two.
    expect(indexedPart('ops@events@example.com')).toBe('ops@');
  });

  it('asks for the whole word when the part before its "@" has no trigram of its own, or there is none', () => {
    expect(indexedPart('jo@example.com')).toBe('jo@example.com');
    expect(indexedPart('a.b.c@example.com')).toBe('a.b.c@example.com');
    expect(indexedPart('@example.com')).toBe('@example.com');
    expect(indexedPart('example.com')).toBe('example.com');
    expect(indexedPart('obi')).toBe('obi');
  });
});
