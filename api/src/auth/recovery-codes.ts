// Recovery codes: what stands in for the authenticator app when the phone is lost. Ten are made
// when two-factor sign-in is turned on and shown once; only their SHA-256 is stored, and each
// works once. A code is eight characters (about 40 bits) from an alphabet without look-alikes
// (no 0/o, 1/l/i), written 'xxxx-xxxx'; it is read back whatever its case, spaces or dashes.
import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_COUNT = 10;

const newCode = () => {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
};

/** Ten new codes, as the member is shown them. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** What is stored for a code, and what a typed code is looked up by. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
