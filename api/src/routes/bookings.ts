import {
  Booking,
  BookingLookup,
  BookingLookupAnswer,
  BookingPayRequest,
  limitText,
  OrderCancelled,
  PaymentStart,
  TICKET_CODE_MAX,
} from '@shared/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelBooking, payInstalment, resendBooking } from '../bookings/booking-actions';
import { bookingCalendar } from '../bookings/booking-calendar';
import { requestBookingLink } from '../bookings/booking-lookup';
import { bookingTicketPdf, bookingTicketQr } from '../bookings/booking-tickets';
import { findBooking } from '../bookings/booking-view';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { errorResponses } from '../http/errors';
import { perClientLimit } from '../http/per-client-limit';
import type { Payments } from '../orders/start-payment';
import { CALENDAR_CONTENT_TYPE } from '../mail/ticket-email';
import { createTicketPdfPool } from '../tickets/ticket-pdf-pool';
import type { TicketSigner } from '../tickets/ticket-qr';

// A token is 43 characters (bookings/tokens.ts); anything else of a sane length is simply unknown (404).
const token = limitText(z.string(), { label: 'Booking link', max: 100 });
const ByToken = z.object({ token });
const ByTicket = z.object({ token, code: limitText(z.string(), { label: 'Ticket code', max: TICKET_CODE_MAX }) });
const ByInstalment = z.object({
  token,
  instalment: z.coerce
    .number('Instalments are numbered 2 to 4.')
    .int('Instalments are numbered 2 to 4.')
    .min(2, 'Instalments are numbered 2 to 4.')
    .max(4, 'Instalments are numbered 2 to 4.'),
});

/** The ticket downloads are shown by the booking page, on another origin than the API. */
const download = (reply: FastifyReply, type: string) =>
  reply.type(type).headers({
    'cross-origin-resource-policy': 'cross-origin',
    'x-content-type-options': 'nosniff',
    // An SVG opened on its own must not run script.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });

/**
 * The buyer's booking page (docs/product-rules.md#after-the-sale), reached by the link in every
 * e-mail about the order: public, since the link's unguessable token is the buyer's key (bookings/).
 */
export const bookingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  signer: TicketSigner;
  config: Pick<Config, 'brandName' | 'pdfWorkers' | 'publicUrl' | 'wallet'>;
}> = async (app, { db, payments, signer, config }) => {
  // One thread for the downloads, started on the first one: the threads of the outbox's PDFs are
  // the background jobs' own, and requests keep the other cores.
  const pdfs = createTicketPdfPool({ workers: 1, timeoutMs: config.pdfWorkers.timeoutMs });
  app.addHook('onClose', () => pdfs.close());

  app.get(
    '/bookings/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'The booking a link opens: the order, its tickets (with their wallet links when the site offers wallets), what is paid, refunded and due, and whether it can be cancelled now',
        params: ByToken,
        response: { 200: z.object({ data: Booking }), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await findBooking(db, request.params.token, new Date(), {
        wallet: config.wallet,
        brand: config.brandName,
        publicUrl: config.publicUrl,
        signer,
      }),
    }),
  );

  app.post(
    '/bookings/:token/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: "Cancels the booking while the event's policy allows it, refunding what was paid less the fee",
        params: ByToken,
        response: { 200: z.object({ data: OrderCancelled }), ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request) => ({ data: await cancelBooking(db, payments, { token: request.params.token, log: request.log, now: new Date() }) }),
  );

  app.post(
    '/bookings/:token/resend',
    {
      // Each one sends the buyer an e-mail with every ticket's PDF.
      config: { access: 'public', rateLimit: perClientLimit(5, '10 minutes', 'requests to resend tickets') },
      schema: {
        tags: ['bookings'],
        summary: "Sends the booking's tickets again, to the order's e-mail address",
        params: ByToken,
        response: { 202: z.object({ data: z.object({ queued: z.literal(true) }) }), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await resendBooking(db, request.params.token);
      return reply.code(202).send({ data: { queued: true as const } });
    },
  );

  app.post(
    '/bookings/:token/pay/:instalment',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: 'Starts paying the next instalment due, as checkout does; answers where to send the buyer',
        params: ByInstalment,
        body: BookingPayRequest,
        response: { 200: z.object({ data: PaymentStart }), ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request) => ({
      data: await payInstalment(db, payments, { ...request.params, provider: request.body.provider, log: request.log }),
    }),
  );

  app.post(
    '/bookings/lookup',
    {
      // Each match e-mails a link; the limit also keeps anyone from trying references in bulk.
      config: { access: 'public', rateLimit: perClientLimit(5, '15 minutes', 'booking look-ups') },
      schema: {
        tags: ['bookings'],
        summary:
          'Find my booking: e-mails the link to the booking when the e-mail and order reference match one; answers the same either way',
        body: BookingLookup,
        response: { 202: BookingLookupAnswer, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.code(202).send(await requestBookingLink(db, request.body)),
  );

  app.get(
    '/bookings/:token/calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: "The event as a calendar file, the same entry as the ticket e-mail's (410 once the booking is cancelled)",
        params: ByToken,
        response: { 200: z.string().describe('The event as text/calendar'), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      const calendar = await bookingCalendar(db, { token: request.params.token, brand: config.brandName, publicUrl: config.publicUrl });
      return download(reply, CALENDAR_CONTENT_TYPE).header('content-disposition', 'attachment; filename="event.ics"').send(calendar);
    },
  );

  app.get(
    '/bookings/:token/tickets/:code.pdf',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: "A ticket's PDF, as attached to the ticket e-mail (410 once the ticket is void)",
        params: ByTicket,
        response: { 200: z.string().describe('The ticket as application/pdf'), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await bookingTicketPdf(db, { pdfs, signer }, { ...request.params, brand: config.brandName });
      return download(reply, 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    },
  );

  app.get(
    '/bookings/:token/tickets/:code/qr.svg',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          "A ticket's QR code, which carries its code, event and attendee signed by the API, as an SVG image (410 once the ticket is void)",
        params: ByTicket,
        response: { 200: z.string().describe('The QR code as image/svg+xml'), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => download(reply, 'image/svg+xml').send(await bookingTicketQr(db, signer, request.params)),
  );
};
