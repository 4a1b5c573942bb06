// A member was removed from the team (outbox kind MEMBER_REMOVED): signed out everywhere, told so,
// so someone removed by mistake (or by someone else) knows whom to ask.
import { memberLetter } from './member-letter';
import type { EmailMessage } from './ticket-email';

export function removalEmail(input: { brand: string; to: string; name: string }): EmailMessage {
  return memberLetter({
    ...input,
    subject: `Your access to the ${input.brand} back office has ended`,
    heading: 'Your access has ended',
    paragraphs: [
      `You were removed from the team of ${input.brand}: you have been signed out, and your account no longer opens the back office.`,
      'If you think this is a mistake, ask one of the team’s owners; they can invite you again.',
    ],
    facts: [],
  });
}
