// What the door staff read: a verdict first, then who the ticket belongs to; and after a sync, what
// the server decided otherwise about a let-in made offline.
import type { CheckInResult, SyncedScan } from '@shared/domain';

const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'an earlier time';

/** '19:42': the door's reports are read on the night. */
const clock = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : 'an earlier time';

const byDevice = (answer: CheckInResult) => (answer.checkedInBy ? ` by ${answer.checkedInBy}` : '');

export interface Verdict {
  severity: 'success' | 'warning' | 'error';
  title: string;
  detail: string;
}

export function verdict(answer: CheckInResult): Verdict {
  const holder = answer.attendeeName ? `${answer.attendeeName}, ticket ${answer.code}` : `Ticket ${answer.code ?? ''}`.trim();
  switch (answer.result) {
    case 'VALID':
      return { severity: 'success', title: 'Valid: let them in', detail: `${holder}. Checked in at ${when(answer.checkedInAt)}.` };
    case 'ALREADY_CHECKED_IN':
      return {
        severity: 'error',
        title: 'Already checked in',
        detail: `${holder} was let in at ${when(answer.checkedInAt)}${byDevice(answer)}.`,
      };
    case 'BALANCE_DUE':
      return {
        severity: 'warning',
        title: 'Balance due',
        detail: `${holder}: the order still has instalments to pay. Do not admit until it is paid.`,
      };
    case 'TEST_TICKET':
      return {
        severity: 'error',
        title: 'Test ticket',
        detail: `${holder} was issued by a test site, where no real payment is taken. Do not admit.`,
      };
    case 'VOID':
      return { severity: 'error', title: 'Cancelled ticket', detail: `${holder}. This ticket was cancelled and cannot be used.` };
    case 'UNKNOWN':
      return { severity: 'error', title: 'Unknown ticket', detail: 'No paid ticket has this code. Check it was typed correctly.' };
    case 'FORGED':
      return {
        severity: 'error',
        title: 'Forged ticket',
        detail:
          'This QR code was not issued by us, or was altered: it does not match the ticket it names. Do not admit. If the ticket was renamed, ask for the latest one from their e-mail or booking page.',
      };
  }
}

/** A let-in made offline that the server decided otherwise about, in one line. */
export function syncReport(scan: SyncedScan): string {
  const who = scan.attendeeName ?? `Ticket ${scan.code ?? scan.scanned}`;
  switch (scan.result) {
    case 'ALREADY_CHECKED_IN':
      return `${who} was already checked in at ${clock(scan.checkedInAt)}${byDevice(scan)}.`;
    case 'VOID':
      return `${who}: the ticket had been cancelled.`;
    case 'BALANCE_DUE':
      return `${who}: the order still has instalments to pay.`;
    case 'TEST_TICKET':
      return `${who}: a test site's ticket, not paid for.`;
    case 'UNKNOWN':
      return `${who}: no paid ticket of this event has this code.`;
    case 'FORGED':
      return `${who}: the QR code was not issued by us, or was altered.`;
    case 'VALID':
      return `${who} was let in.`;
  }
}
