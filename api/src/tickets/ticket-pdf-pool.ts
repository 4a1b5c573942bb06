// Ticket PDFs are laid out on worker threads, never on the thread that answers requests: pdfkit
// and the QR code are synchronous, and one big order once held the API for minutes.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createWorkerPool } from '../workers/worker-pool';
import type { TicketPdfInput } from './ticket-pdf';

export interface PdfWorkersConfig {
  /** Threads laying out PDFs at once. */
  workers: number;
  /** How long one ticket's PDF may take before its thread is stopped and the e-mail retried later. */
  timeoutMs: number;
}

/** One thread less than the cores, so requests always keep one; at least one, at most four. */
export const defaultPdfWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1));
export const DEFAULT_PDF_TIMEOUT_MS = 10_000;

export interface TicketPdfRenderer {
  render(ticket: TicketPdfInput, options?: { signal?: AbortSignal }): Promise<Buffer>;
  close(): Promise<void>;
}

export function createTicketPdfPool(
  { workers, timeoutMs }: PdfWorkersConfig = { workers: defaultPdfWorkers(), timeoutMs: DEFAULT_PDF_TIMEOUT_MS },
): TicketPdfRenderer {
  const pool = createWorkerPool<TicketPdfInput, Uint8Array>({
    module: join(import.meta.dirname, 'ticket-pdf-job.ts'),
    size: workers,
    timeoutMs,
  });
  return {
    // A Buffer crosses threads as a plain Uint8Array; this wraps the same bytes without a copy.
    render: async (ticket, options) => {
      const bytes = await pool.run(ticket, options);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.close(),
  };
}
