// Apple Wallet passes of tickets, and the web service Apple's devices call about them
// (Apple's "Wallet web service" reference: register and unregister a device, list the passes
// updated since a tag, get the latest pass). Every call names a pass by its serial number (the
// ticket's id) and proves it holds it with `Authorization: ApplePass <the pass's token>`.
import type { TicketSigner } from '../ticket-qr';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { applePasses, applePassRegistrations } from '../../db/wallet-schema';
import { HttpError, notFound } from '../../http/errors';
import { normaliseTicketCode } from '@shared/domain';
import { applePass } from './apple-pass';
import type { AppleWalletConfig } from './config';
import { findWalletTicket } from './wallet-ticket';

export const APPLE_WALLET_OFF = 'Apple Wallet passes are not offered by this site.';
const TICKET_NOT_FOUND = 'We could not find that ticket.';
const TICKET_VOID = 'This ticket was cancelled and can no longer be used.';
const NOT_THE_PASS = 'That is not the authentication token of this pass.';

export interface ApplePassDeps {
  db: Db;
  /** undefined: Apple Wallet is not configured, and every call answers 404. */
  apple: AppleWalletConfig | undefined;
  brand: string;
  publicUrl: string;
  signer: TicketSigner;
}

/** A pass made for download or update, and its version as the Last-Modified header says it. */
export interface MadePass {
  pkpass: Buffer;
  lastModified: Date;
}

const configured = ({ apple }: ApplePassDeps): AppleWalletConfig => {
  if (!apple) throw notFound(APPLE_WALLET_OFF);
  return apple;
};

/** The pass's row, made with a new token the first time the ticket's pass is asked for. */
async function passRow(db: Db, ticketId: string) {
  // 24 random bytes: 32 characters, where Apple asks for at least 16.
  await db
    .insert(applePasses)
    .values({ ticketId, authenticationToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(applePasses).where(eq(applePasses.ticketId, ticketId));
  return row;
}

async function made(deps: ApplePassDeps, apple: AppleWalletConfig, ticketId: string): Promise<MadePass> {
  const ticket = await findWalletTicket(deps.db, 'id', ticketId);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  const row = await passRow(deps.db, ticket.id);
  const { brand, publicUrl, signer } = deps;
  return {
    pkpass: applePass(apple, { brand, publicUrl, signer, authenticationToken: row.authenticationToken, ticket }),
    lastModified: row.updatedAt,
  };
}

/** GET /tickets/{code}/pkpass: the pass of a ticket that can still let someone in; 404 for none, 410 when void. */
export async function ticketPass(deps: ApplePassDeps, typedCode: string): Promise<MadePass> {
  const apple = configured(deps);
  const code = normaliseTicketCode(typedCode);
  const ticket = code === null ? undefined : await findWalletTicket(deps.db, 'code', code);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  if (ticket.voided) throw new HttpError(410, TICKET_VOID);
  return made(deps, apple, ticket.id);
}

/** A pass's serial number is its ticket's id; anything else names no pass of ours. */
const isSerial = (serial: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(serial);

/**
 * The pass `serial` of type `passTypeId`, when `authorization` carries its token; 401 otherwise
 * (an unknown pass too, so the answer tells nothing about which serial numbers exist).
 */
async function authorisedPass(deps: ApplePassDeps, passTypeId: string, serial: string, authorization: string | undefined) {
  const apple = configured(deps);
  const row =
    passTypeId === apple.passTypeId && isSerial(serial)
      ? (await deps.db.select().from(applePasses).where(eq(applePasses.ticketId, serial.toLowerCase())))[0]
      : undefined;
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`ApplePass ${row?.authenticationToken ?? ''}`);
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(401, NOT_THE_PASS, { 'www-authenticate': 'ApplePass' });
  }
  return { apple, row };
}

/** Registers a device for a pass's updates: true when it is new (201), false when it was already (200). */
export async function registerDevice(
  deps: ApplePassDeps,
  { deviceLibraryId, passTypeId, serial, pushToken, authorization }: PassCall & { deviceLibraryId: string; pushToken: string },
): Promise<boolean> {
  const { row } = await authorisedPass(deps, passTypeId, serial, authorization);
  const added = await deps.db
    .insert(applePassRegistrations)
    .values({ deviceLibraryId, ticketId: row.ticketId, pushToken })
    .onConflictDoNothing()
    .returning({ ticketId: applePassRegistrations.ticketId });
  if (added.length > 0) return true;
  // Already registered: Apple may have given the device a new push token since.
  await deps.db
    .update(applePassRegistrations)
    .set({ pushToken })
    .where(and(eq(applePassRegistrations.deviceLibraryId, deviceLibraryId), eq(applePassRegistrations.ticketId, row.ticketId)));
  return false;
}

interface PassCall {
  passTypeId: string;
  serial: string;
  authorization: string | undefined;
}

/** The device no longer wants to hear of the pass (it was removed from Wallet). */
export async function unregisterDevice(
  deps: ApplePassDeps,
  { deviceLibraryId, ...call }: PassCall & { deviceLibraryId: string },
): Promise<void> {
  const { row } = await authorisedPass(deps, call.passTypeId, call.serial, call.authorization);
  await deps.db
    .delete(applePassRegistrations)
    .where(and(eq(applePassRegistrations.deviceLibraryId, deviceLibraryId), eq(applePassRegistrations.ticketId, row.ticketId)));
}

/** A pass version as a tag: microseconds since 1970, as the database keeps updated_at. */
const tagOf = sql<string>`(extract(epoch from ${applePasses.updatedAt}) * 1000000)::bigint`;

/**
 * The serial numbers of the device's passes updated after `since` (a tag this answered before;
 * none: all of them), with the tag to ask from next time; undefined when there are none (204).
 */
export async function updatedSerials(
  deps: ApplePassDeps,
  { deviceLibraryId, passTypeId, since }: { deviceLibraryId: string; passTypeId: string; since: string | undefined },
): Promise<{ serialNumbers: string[]; lastUpdated: string } | undefined> {
  const apple = configured(deps);
  if (passTypeId !== apple.passTypeId) return undefined;
  const rows = await deps.db
    .select({ serial: applePasses.ticketId, tag: sql<string>`${tagOf}::text` })
    .from(applePassRegistrations)
    .innerJoin(applePasses, eq(applePasses.ticketId, applePassRegistrations.ticketId))
    .where(
      and(eq(applePassRegistrations.deviceLibraryId, deviceLibraryId), since === undefined ? undefined : sql`${tagOf} > ${since}::bigint`),
    )
    .orderBy(applePasses.ticketId);
  if (rows.length === 0) return undefined;
  const lastUpdated = rows.map((row) => BigInt(row.tag)).reduce((latest, tag) => (tag > latest ? tag : latest));
  return { serialNumbers: rows.map((row) => row.serial), lastUpdated: lastUpdated.toString() };
}

/**
 * The pass as it is now, for a device that holds it (a void ticket's pass says it is void);
 * undefined when it has not changed since `ifModifiedSince` (304).
 */
export async function latestPass(
  deps: ApplePassDeps,
  call: PassCall & { ifModifiedSince: string | undefined },
): Promise<MadePass | undefined> {
  const { apple, row } = await authorisedPass(deps, call.passTypeId, call.serial, call.authorization);
  const since = call.ifModifiedSince === undefined ? NaN : Date.parse(call.ifModifiedSince);
  // HTTP dates are whole seconds.
  if (Math.floor(row.updatedAt.getTime() / 1000) <= Math.floor(since / 1000)) return undefined;
  return made(deps, apple, row.ticketId);
}
