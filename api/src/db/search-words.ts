// How the admin lists search (Payment Tracking, an event's ticket list): every word typed must be
// somewhere in a lower-cased search text, in any case and any order.
import { type SQL, sql } from 'drizzle-orm';

/** A word as a LIKE pattern that finds it anywhere: its own %, _ and \ are matched as themselves. */
const anywhere = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The words of a search, lower-cased as the search text is; none for a blank search. */
const searchWords = (search = '') => search.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The part of a word a trigram index is asked for: the word up to and including its first "@" when
 * what comes before it has a run of three letters or digits (a trigram of its own), else the whole
 * word. An e-mail's domain is shared by most buyers ("gmail.com", or one company's): its trigrams
 * are in nearly every row, so asking the index for them reads most of it, more of it as the rows
 * grow, to rule out almost nothing, where the address's own part narrows the rows to a handful.
 */
export function indexedPart(word: string): string {
  const at = word.indexOf('@');
  return at > 0 && /[\p{L}\p{N}]{3}/u.test(word.slice(0, at)) ? word.slice(0, at + 1) : word;
}

/**
 * One condition per word of `search`, each true when `text` (an expression already lower-cased)
 * holds the word; none for a blank search. Put them in an and(). A word whose index part is not the
 * whole of it asks `text` (and so its index) for that part, and checks the whole word on the rows
 * found with strpos, which no index answers.
 */
export const everyWordIn = (text: SQL, search: string | undefined): SQL[] =>
  searchWords(search).flatMap((word) => {
    const asked = indexedPart(word);
    const found = sql`${text} like ${anywhere(asked)}`;
    return asked === word ? [found] : [found, sql`strpos(${text}, ${word}) > 0`];
  });
