import { QUEUE_MESSAGES } from '@shared/domain';
import { jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../http/errors';

// The proof that a visitor's turn in an event's queue came (docs/product-rules.md#on-sale-queue):
// signed with the API's secret, so every API process can check it without asking the others, and
// short-lived, so a turn not used passes. Its own audience keeps it from ever passing for an admin
// session (or a session for it).
const AUDIENCE = 'events-queue-admission';
const ISSUER = 'events-api';

export interface AdmissionTokens {
  /** A token for `ticket`'s turn at `eventId`, good until `expiresAt`. */
  issue(eventId: string, ticket: string, expiresAt: Date): Promise<string>;
  /**
   * Order create's check, under the event lock: an event sold through its queue takes only an
   * order showing a genuine, unexpired admission to that event (403 otherwise).
   */
  check(event: { id: string; useQueue: boolean }, token: string | undefined): Promise<void>;
}

export function admissionTokens(secret: string): AdmissionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (eventId, ticket, expiresAt) =>
      new SignJWT({ evt: eventId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(ticket)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    check: async (event, token) => {
      if (!event.useQueue) return;
      if (!token) throw new HttpError(403, QUEUE_MESSAGES.admissionNeeded);
      const evt = await jwtVerify(token, key, { audience: AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] }).then(
        ({ payload }) => payload.evt,
        () => undefined,
      );
      if (evt !== event.id) throw new HttpError(403, QUEUE_MESSAGES.admissionInvalid);
    },
  };
}
