import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AttemptCounter } from '../auth/login-throttle';
import type { Tokens } from '../auth/tokens';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { experienceKind, partyKind } from '../events/kinds';
import type { ListCache } from '../db/list-cache';
import { type Payments, paymentsFor } from '../orders/start-payment';
import { type AdmissionTokens, admissionTokens } from '../queue/admission';
import { type OnSaleQueue, onSaleQueue } from '../queue/line';
import { type TicketSigner, ticketSigner } from '../tickets/ticket-qr';
import type { ImageStore } from '../uploads/store';
import { accountRoutes } from './account';
import { adminEventRoutes } from './admin-events';
import { adminOrderRoutes } from './admin-orders';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { bookingRoutes } from './bookings';
import { buyerRoutes } from './buyers';
import { checkInRoutes } from './check-in';
import { clientErrorRoutes } from './client-errors';
import { dashboardRoutes } from './dashboard';
import { eventTicketRoutes } from './event-tickets';
import { eventViewRoutes } from './event-views';
import { eventWriteRoutes } from './event-writes';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { invitationRoutes } from './invitations';
import { merchandiseRoutes } from './merchandise';
import { merchandiseOrderRoutes } from './merchandise-orders';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { queueRoutes } from './queue';
import { promoCodeRoutes } from './promo-codes';
import { sandboxRoutes } from './sandbox';
import { siteRoutes } from './site';
import { siteHealthRoutes } from './site-health';
import { type CanaryWatch, canaryWatch } from '../client-errors/auto-rollback';
import { teamRoutes } from './team';
import { transactionRoutes } from './transactions';
import { uploadRoutes } from './uploads';
import { walletRoutes } from './wallet';
import { waitingListRoutes } from './waiting-list';

/** What the route files are given; each takes the part it uses. */
export interface RouteDeps {
  config: Config;
  db: Db;
  tokens: Tokens;
  attempts: AttemptCounter;
  lists: ListCache;
  /** How many payments each of Payment Tracking's filters keeps, for a moment (db/list-cache.ts). */
  totals: ListCache<number>;
  images: ImageStore;
  payments: Payments;
  admission: AdmissionTokens;
  queue: OnSaleQueue;
  /** Signs the tickets' QR codes and checks them at the door. */
  signer: TicketSigner;
  /** The canaries of remotes.json, their error rates and automatic rollback. */
  canaries: CanaryWatch;
}

export interface RouteFile<Deps extends FastifyPluginOptions = RouteDeps> {
  /** The paths its routes are under, after /api ('/pay' serves /api/pay and /api/pay/:orderId). */
  serves: readonly string[];
  /** Paths it serves alone, not what is below them: /admin/events, whose pages below are other files'. */
  servesExactly?: readonly string[];
  routes: FastifyPluginAsyncZod<Deps>;
}

/**
 * THE route table: every route of the API (all under /api) is in the file whose line names its
 * path. The API refuses to start with a route that is not under its own file's paths, or that is
 * under another file's, so the table always tells the truth. A new route goes in the file whose
 * paths it is under; a new file gets its line here. (The OpenAPI explorer, /api/docs, is the docs
 * plugin's.)
 */
export const ROUTE_TABLE: readonly RouteFile[] = [
  { serves: ['/health'], routes: healthRoutes },
  { serves: ['/site'], routes: siteRoutes },
  { serves: ['/admin/login', '/admin/logout'], routes: authRoutes },
  { serves: ['/admin/me', '/admin/password'], routes: accountRoutes },
  { serves: ['/experience/get'], routes: eventRoutes(experienceKind) },
  { serves: ['/party/get'], routes: eventRoutes(partyKind) },
  { serves: ['/experience/create', '/experience/edit'], routes: eventWriteRoutes(experienceKind) },
  { serves: ['/party/create', '/party/edit'], routes: eventWriteRoutes(partyKind) },
  { serves: ['/uploads'], routes: uploadRoutes },
  { serves: ['/transaction', '/admin/transactions', '/admin/transactions.csv'], routes: transactionRoutes },
  { serves: ['/merchandise'], routes: merchandiseRoutes },
  { serves: ['/merchandise-orders'], routes: merchandiseOrderRoutes },
  { serves: ['/dashboard'], routes: dashboardRoutes },
  { serves: ['/order/create', '/order/unpaid', '/order/:orderId/return'], routes: orderRoutes },
  { serves: ['/stripe/checkout', '/pay', '/order/:orderId/pay', '/payments'], routes: paymentRoutes },
  { serves: ['/tickets/check-in', '/check-in'], routes: checkInRoutes },
  { serves: ['/admin/orders'], routes: adminOrderRoutes },
  { serves: [], servesExactly: ['/admin/events'], routes: adminEventRoutes },
  { serves: ['/admin/events/:id/tickets'], routes: eventTicketRoutes },
  { serves: ['/sandbox'], routes: sandboxRoutes },
  { serves: ['/bookings'], routes: bookingRoutes },
  { serves: ['/events', '/admin/events/:id/views'], routes: eventViewRoutes },
  { serves: ['/admin/audit'], routes: auditRoutes },
  { serves: ['/admin/team'], routes: teamRoutes },
  { serves: ['/admin/invitations'], routes: invitationRoutes },
  { serves: ['/admin/buyers'], routes: buyerRoutes },
  { serves: ['/queue'], routes: queueRoutes },
  { serves: ['/waiting-list', '/admin/events/:id/waiting-list', '/admin/waiting-list'], routes: waitingListRoutes },
  { serves: ['/promo-codes', '/admin/promo-codes'], routes: promoCodeRoutes },
  { serves: ['/tickets/:code/pkpass', '/wallet'], routes: walletRoutes },
  { serves: ['/client-errors'], routes: clientErrorRoutes },
  { serves: ['/admin/site-health'], routes: siteHealthRoutes },
];

/** Whether `url` is `path` or below it, a whole path segment at a time ('/payments' is not under '/pay'). */
export const isUnder = (url: string, path: string) => url === path || url.startsWith(`${path}/`);

/** Whether `url` is one of `file`'s, its paths after `prefix`. */
export const isServedBy = (file: Pick<RouteFile, 'serves' | 'servesExactly'>, url: string, prefix = '') =>
  file.serves.some((path) => isUnder(url, `${prefix}${path}`)) || (file.servesExactly ?? []).some((path) => url === `${prefix}${path}`);

/** Registers every file of `table` under `api`'s prefix, each holding its routes to its line of the table. */
export async function registerRouteTable<Deps extends FastifyPluginOptions>(
  api: FastifyInstance,
  table: readonly RouteFile<Deps>[],
  deps: Deps,
): Promise<void> {
  const ownersOf = (url: string) => table.filter((file) => isServedBy(file, url, api.prefix));
  for (const file of table) {
    await api.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const owners = ownersOf(route.url);
        if (owners.length !== 1 || owners[0] !== file) {
          throw new Error(
            `${route.method} ${route.url} must be under the paths of its own line of the route table (routes/index.ts), ${[...file.serves, ...(file.servesExactly ?? [])].join(', ')}, and no other line's`,
          );
        }
      });
      await scope.register(file.routes, deps);
    });
  }
}

/** Every route of the API, with what they need: the app registers this once, under /api. */
export const apiRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, 'config' | 'db' | 'tokens'>> = async (api, { config, db, tokens }) => {
  const admission = admissionTokens(config.jwt.secret);
  const queue = onSaleQueue({ db, store: api.queueStore, admission, admissionMinutes: config.orders.queue.admissionMinutes });
  const canaries = canaryWatch({ db, log: api.log, file: config.remotesJsonPath, base: config.publicUrl });
  api.addHook('onClose', () => canaries.stop());
  const deps = {
    ...{ config, db, tokens, admission, queue, canaries, signer: ticketSigner(config.ticketSigningKey()) },
    ...{ attempts: api.loginAttempts, lists: api.listCache, totals: api.totalsCache, images: api.images, payments: paymentsFor(config) },
  };
  await registerRouteTable(api, ROUTE_TABLE, deps);
};
