// The buyer's links to their booking page (/booking/{token}). A token is 32 random bytes, so it
// cannot be guessed from the order or from another token; only its SHA-256 is stored, so nobody
// who reads the database (or a backup of it) can turn a row back into a working link. Each e-mail
// that carries a link gets a token of its own when it is built (jobs/drain-outbox.ts). Tokens do
// not expire: they stop working when an admin changes the buyer's e-mail, which deletes them.
import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { bookingTokens } from '../db/orders-schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for the order, stored hashed; the token itself exists only in what is returned. */
export async function issueBookingToken(db: Db, orderId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(bookingTokens).values({ tokenHash: hashOf(token), orderId });
  return token;
}

/** The order a token opens, or undefined for a token never issued (or deleted since). */
export async function orderIdForToken(db: Db, token: string): Promise<string | undefined> {
  const [found] = await db
    .select({ orderId: bookingTokens.orderId })
    .from(bookingTokens)
    .where(eq(bookingTokens.tokenHash, hashOf(token)));
  return found?.orderId;
}

/** The booking page a token opens, as the e-mails link to it. */
export const bookingUrl = (publicUrl: string, token: string) => `${publicUrl}${paths.booking(token)}`;
