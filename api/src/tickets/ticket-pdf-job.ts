// What a PDF worker thread runs (see workers/worker-pool.ts): one ticket's PDF.
import { type TicketPdfInput, ticketPdf } from './ticket-pdf';

export const runJob = (ticket: TicketPdfInput): Promise<Buffer> => ticketPdf(ticket);
