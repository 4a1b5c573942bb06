// The form of a ticket code ('7K3M-Q9TX-2HDR-5WNA': Crockford's base32, no I, L, O or U), read the
// same way by the API and by the door's page, which checks codes itself when offline.

/** What a person typed or a scanner read, in the stored form; null when it cannot be a code. */
export function normaliseTicketCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(plain)) return null;
  return plain.match(/.{4}/g)!.join('-');
}
