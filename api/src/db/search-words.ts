// How the admin lists search (Payment Tracking, an event's ticket list): every word typed must be
// somewhere in a lower-cased search text, in any case and any order.
import { type SQL, sql } from 'drizzle-orm';

/** A word as a LIKE pattern that finds it anywhere: its own %, _ and \ are matched as themselves. */
const anywhere = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The words of a search, lower-cased as the search text is; none for a blank search. */
const searchWords = (search = '') => search.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * One condition per word of `search`, each true when `text` (an expression already lower-cased)
 * holds the word; none for a blank search. Put them in an and().
 */
export const everyWordIn = (text: SQL, search: string | undefined): SQL[] =>
  searchWords(search).map((word) => sql`${text} like ${anywhere(word)}`);
