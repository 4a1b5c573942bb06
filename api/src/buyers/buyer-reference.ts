import { createHash } from 'node:crypto';
import { ERASED_EMAIL_DOMAIN } from '@shared/domain';

/** An address as buyers are told apart: letter case never makes two buyers of one. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * The buyer's stable reference: the first 16 hex digits of the SHA-256 of their lower-cased
 * address. The audit trail names a buyer by it, so an export and an erasure of the same person can
 * be told together, while the trail never holds the address itself.
 */
export const buyerReference = (email: string) => createHash('sha256').update(normalisedEmail(email)).digest('hex').slice(0, 16);

/** What an erased buyer's e-mail columns hold: an address that reaches nobody, one per buyer (see ERASED_EMAIL_DOMAIN). */
export const erasedEmail = (reference: string) => `erased-${reference}@${ERASED_EMAIL_DOMAIN}`;

/** True for an address that erasure wrote: it is nobody's, so it is never a buyer to find, export or erase. */
export const isErasedEmail = (email: string) => normalisedEmail(email).endsWith(`@${ERASED_EMAIL_DOMAIN}`);
