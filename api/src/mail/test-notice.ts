// What marks the e-mail of a ticket paid on the sandbox (tickets/test-tickets.ts): its subject,
// its first line and its first block all say the ticket is a test.
import { TEST_TICKET_NOTICE } from '@shared/domain';
import { escapeHtml as e } from './html';

export const testSubject = (test: boolean | undefined) => (test ? '[TEST] ' : '');

export const testNoticeLines = (test: boolean | undefined) => (test ? [TEST_TICKET_NOTICE, ''] : []);

export const testNoticeHtml = (test: boolean | undefined) =>
  test ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fee2e2;color:#991b1b;font-weight:bold">${e(TEST_TICKET_NOTICE)}</p>` : '';
