// The order reference buyers and staff read out, type and search for: 'EVT-7K3P9Q'. Six characters
// from an alphabet with nothing that reads as something else (no 0/O, 1/I/L, U/V pairs): 30^6,
// about 729 million, so a clash is rare, and the UNIQUE index turns one into another draw.
import { randomInt } from 'node:crypto';

const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export const REFERENCE_PATTERN = /^EVT-[2-9A-HJKMNP-TV-Z]{6}$/;

export function newOrderReference(): string {
  let out = 'EVT-';
  for (let i = 0; i < 6; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** What a person typed ('evt 7k3p9q', '7K3P9Q') in the stored form; null when it cannot be a reference. */
export function normaliseOrderReference(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/^EVT/, '');
  const reference = `EVT-${plain}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}
