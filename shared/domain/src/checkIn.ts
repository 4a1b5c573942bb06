// The answer of the door check, POST /tickets/check-in { code }: the outcomes the check-in page
// shows. TEST_TICKET: a ticket paid on the sandbox, shown at the door of a site taking real payments;
// VOID: a ticket of an order that was cancelled (or wholly refunded); FORGED: a scanned QR the API
// did not sign, or one whose event or attendee is no longer the ticket's (ticketQr.ts).
import { z } from 'zod';
import { limitText } from './text';
import { TICKET_QR_MAX } from './ticketQr';

export const CheckInOutcome = z.enum(['VALID', 'ALREADY_CHECKED_IN', 'UNKNOWN', 'BALANCE_DUE', 'TEST_TICKET', 'VOID', 'FORGED']);
export type CheckInOutcome = z.infer<typeof CheckInOutcome>;

export const CheckInResult = z.object({
  result: CheckInOutcome,
  /** The code in its stored form ('7K3M-Q9TX-2HDR-5WNA'), when it names a ticket. */
  code: z.string().optional(),
  attendeeName: z.string().optional(),
  /** When the ticket was first let in (ALREADY_CHECKED_IN) or now (VALID). */
  checkedInAt: z.iso.datetime({ offset: true }).optional(),
  /** The door device that let it in ('Door 2'), when it was named. */
  checkedInBy: z.string().optional(),
});
export type CheckInResult = z.infer<typeof CheckInResult>;

/** GET /check-in/key: the public key that checks tickets' signed QR codes (ticketQr.ts), raw 32 bytes in base64url. */
export const CheckInKey = z.object({
  data: z.object({ algorithm: z.literal('Ed25519'), publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
});
export type CheckInKey = z.infer<typeof CheckInKey>;

/** A door device's name, as its staff typed it ('Door 2'): who let a ticket in, told to the other doors. */
export const DEVICE_NAME_MAX = 40;
export const DeviceName = limitText(z.string('device: name this device').trim().min(1, 'device: name this device, e.g. Door 2'), {
  label: 'Device name',
  max: DEVICE_NAME_MAX,
});

/** A code as typed, or the whole text of a scanned QR code. */
export const TicketCodeInput = limitText(z.string('code: enter a ticket code').trim().min(1, 'code: enter a ticket code'), {
  label: 'Ticket code',
  max: TICKET_QR_MAX,
});

/** POST /tickets/check-in: the code, the device scanning it, and the event the door is for (a ticket of another one is unknown there). */
export const CheckInRequest = z.object({
  code: TicketCodeInput,
  device: DeviceName.optional(),
  eventId: z.guid('eventId: choose an event').optional(),
});
export type CheckInRequest = z.infer<typeof CheckInRequest>;
