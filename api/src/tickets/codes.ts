// Ticket codes are what the door checks, so they must be unguessable (80 random bits) and easy to
// type from a phone screen: Crockford's base32 has no I, L, O or U, and reading mistakes are folded
// back by normaliseTicketCode() (@shared/domain).
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** e.g. '7K3M-Q9TX-2HDR-5WNA' */
export function newTicketCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}
