// What the door's scanner read or its staff typed, turned into a ticket code: the one place that
// reads a scan, so checking a QR's signature belongs here.
import { normaliseTicketCode } from '@shared/domain';

/**
 * A signed ticket QR reads `TKT1.<code without dashes>.<event id>.<name, base64url>.<signature>`;
 * until its signature is checked here, only its code is taken from it.
 */
const SIGNED_QR = /^TKT1\.([0-9A-Za-z]{16})\.[^.]+\.[^.]*\.[^.]+$/;

/** The ticket code in its stored form, or null when what was scanned or typed cannot be one. */
export function codeFromScan(text: string): string | null {
  const scanned = text.trim();
  const signed = SIGNED_QR.exec(scanned);
  return normaliseTicketCode(signed ? signed[1] : scanned);
}
