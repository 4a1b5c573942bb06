// Page helpers for the event hub's end-to-end tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import { pdfImages } from '../../api/test/pdf';
import { ticketEmail } from './checkout';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (the upload route checks the bytes), small enough to upload fast. */
export function png(name: string, [r, g, b]: [number, number, number], width = 24, height = 24) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The toast saying `text` (not an alert of the page itself). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

/** Waits until the event form is past its skeleton. */
export async function formReady(page: Page) {
  await expect(page.getByRole('button', { name: /^(Publish Event|Save Changes)$/ })).toBeVisible();
}

/**
 * The ticket codes e-mailed to `email`, read from the .eml files the API writes to
 * DATA_DIR/outbox when no SMTP server is set (the attachment names carry the codes). The e-mail
 * is sent by the outbox worker shortly after payment, so this waits for it.
 */
export async function emailedTicketCodes(email: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the test cannot read the e-mailed tickets');
  const outbox = join(dataDir, 'outbox');
  let codes: string[] = [];
  await expect
    .poll(
      () => {
        const messages = readdirSyncSafe(outbox)
          .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
          .map((file) => readFileSync(join(outbox, file), 'utf8'))
          .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
        codes = [
          ...new Set(
            messages.flatMap((text) =>
              [...text.matchAll(/ticket-\d+-([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\.pdf/g)].map((m) => m[1]),
            ),
          ),
        ];
        return codes.length;
      },
      { timeout: 30_000, message: `a ticket e-mail to ${email} in ${outbox}` },
    )
    .toBeGreaterThan(0);
  return codes;
}

/** What the QR code on each ticket PDF of the ticket e-mail to `email` reads, waiting for the e-mail. */
export async function emailedTicketQrs(email: string, tickets = 1): Promise<string[]> {
  const { source } = await ticketEmail(email, tickets);
  const mail = await simpleParser(source);
  const pdfs = mail.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
  return Promise.all(
    pdfs.map(async ({ content }) => {
      const [image] = await pdfImages(content);
      const read = jsQR(image.data, image.width, image.height);
      if (!read) throw new Error(`No QR code could be read on the ticket PDF e-mailed to ${email}`);
      return read.data;
    }),
  );
}

function readdirSyncSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
