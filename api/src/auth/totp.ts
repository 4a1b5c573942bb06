// The codes of an authenticator app (TOTP, RFC 6238) with the settings every app reads from a QR
// code: SHA-1, six digits, a new code every 30 seconds.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** A phone's clock may be a little off: the code of the step before and after is taken too. */
const WINDOW = 1;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new shared secret (160 bits, as RFC 4226 recommends), in base32 as the apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries: the app shows the brand and the member's e-mail beside the codes. */
export const otpauthUrl = (secret: string, issuer: string, email: string): string => totpOf(secret, issuer, email).toString();

/**
 * The time step whose code `code` is (the current one, or one either side), or undefined when it is
 * none of them. The step says which code was used, so a sign-in can refuse the same code twice.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
