// What a site whose payments are the sandbox says about itself. Kept apart from site.ts, which
// builds zod schemas when loaded: the shell shows the banner on every public page without zod.

/** The banner every page shows while no real payment can be taken. */
export const TEST_MODE_BANNER = 'Test mode: no real payments';

/** What a ticket paid on the sandbox says on its PDF and in its e-mail. */
export const TEST_TICKET_NOTICE = 'TEST TICKET: no payment was taken. Not valid for entry.';
