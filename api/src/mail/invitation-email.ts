// An invitation to join the team (outbox kind TEAM_INVITATION): who invites, with which role, the
// link that accepts it and until when it works. Only the invitee's own address gets the link.
import { type AdminRole, formatEventDate, roleLabels } from '@shared/domain';
import { memberLetter } from './member-letter';
import type { EmailMessage } from './ticket-email';

export interface InvitationEmailInput {
  brand: string;
  to: string;
  role: AdminRole;
  /** The owner who sent it, by name; undefined once they are no longer a member. */
  invitedBy?: string;
  expiresAt: Date;
  acceptUrl: string;
}

/** 'Saturday, 14 March 2026, 18:05 UTC': an invitee may be anywhere, so the zone is said. */
const untilText = (at: Date) =>
  `${formatEventDate(at)}, ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;

export function invitationEmail(input: InvitationEmailInput): EmailMessage {
  const who = input.invitedBy ?? 'The team';
  return memberLetter({
    brand: input.brand,
    to: input.to,
    subject: `You are invited to the ${input.brand} back office`,
    heading: 'Join the team',
    paragraphs: [
      `${who} invited you to the back office of ${input.brand} as ${roleLabels[input.role]}.`,
      'Open the link to choose your name and password; you are signed in as soon as you have.',
      'If you did not expect this invitation, you can ignore this e-mail: the link is only in this message.',
    ],
    facts: [
      ['Role', roleLabels[input.role]],
      ['Link works until', untilText(input.expiresAt)],
    ],
    action: { label: 'Accept the invitation', url: input.acceptUrl },
  });
}
