// The tokens of invitation links (/admin/invitation/{token}), made like the buyers' booking links
// (bookings/tokens.ts): 32 random bytes, of which only the SHA-256 is stored, so nobody who reads
// the database (or a backup of it) can turn a row into a working link.
//
// The token is made when the e-mail is built (team-messages.ts, called by the outbox sender), and
// its hash then replaces the invitation's: the outbox row names the invitation and nothing else,
// so the token is never in the database in clear, not even while the e-mail waits to be sent, and
// needs no key to encrypt it with. Until the e-mail is built the invitation holds the hash of a
// token nobody was given. A retried e-mail carries a new token, and the one before stops working.
import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@shared/domain';

export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

export const invitationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The invitation page a token opens, as the e-mail links to it. */
export const invitationUrl = (publicUrl: string, token: string): string => `${publicUrl}${paths.admin.invitation(token)}`;
