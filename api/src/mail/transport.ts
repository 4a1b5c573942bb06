// Where e-mail goes: an SMTP server when SMTP_URL is set (pooled connections), otherwise .eml
// files in DATA_DIR/outbox, so a demo or a test can read exactly what would have been sent.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailMessage } from './ticket-email';

export interface MailTransport {
  /** Where buyers' replies and questions go: every message's Reply-To, and the address the e-mails give. */
  readonly supportEmail: string;
  /** Resolves once the server (or the outbox folder) has accepted the message; rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  from: string;
  /** SUPPORT_EMAIL; unset, replies go to the From address. */
  replyTo?: string;
  smtpUrl?: string;
  outboxDir: string;
}

/** 'tickets@example.com' of 'Evently <tickets@example.com>' (or of a bare address). */
export const addressOf = (mailbox: string) => /<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();

export function createMailTransport({ from, replyTo, smtpUrl, outboxDir }: MailTransportOptions): MailTransport {
  const supportEmail = replyTo ?? addressOf(from);
  const sender = { from, replyTo: supportEmail };
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    url.searchParams.set('pool', 'true');
    const smtp = nodemailer.createTransport(url.toString());
    return {
      supportEmail,
      send: async (message) => {
        await smtp.sendMail({ ...sender, ...message });
      },
      close: () => smtp.close(),
    };
  }

  mkdirSync(outboxDir, { recursive: true });
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    supportEmail,
    send: async (message) => {
      const info = await files.sendMail({ ...sender, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      // Written aside then renamed: a reader never sees half a message.
      writeFileSync(join(outboxDir, `.${name}`), info.message as Buffer);
      renameSync(join(outboxDir, `.${name}`), join(outboxDir, name));
    },
    close: () => files.close(),
  };
}
