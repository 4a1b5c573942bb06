// Where e-mail goes: an SMTP server when SMTP_URL is set (pooled connections), otherwise .eml
// files in DATA_DIR/outbox, so a demo or a test can read exactly what would have been sent.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailMessage } from './ticket-email';

export interface MailTransport {
  /** Resolves once the server (or the outbox folder) has accepted the message; rejects otherwise. */
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
}

export function createMailTransport({ from, smtpUrl, outboxDir }: MailTransportOptions): MailTransport {
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    url.searchParams.set('pool', 'true');
    const smtp = nodemailer.createTransport(url.toString());
    return {
      send: async (message) => {
        await smtp.sendMail({ from, ...message });
      },
      close: () => smtp.close(),
    };
  }

  mkdirSync(outboxDir, { recursive: true });
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await files.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      // Written aside then renamed: a reader never sees half a message.
      writeFileSync(join(outboxDir, `.${name}`), info.message as Buffer);
      renameSync(join(outboxDir, `.${name}`), join(outboxDir, name));
    },
    close: () => files.close(),
  };
}
