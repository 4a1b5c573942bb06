import { join } from 'node:path';
import { DEFAULT_OFFER_MINUTES, PaymentsMode } from '@shared/domain';
import { z } from 'zod';

// The environment of orders, payments and e-mail. Live payments need their provider's keys:
// a missing one stops the API at start rather than failing the first buyer.
const Env = z.object({
  // No default here: development falls back to sandbox below, production must say which it is.
  PAYMENTS_MODE: PaymentsMode.optional(),
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  // Past the hold, so a buyer still on the provider's page is not expired under them.
  RECONCILE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be smtp://... or smtps://...')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  // The id PayPal gives the webhook in its dashboard: without it, no PayPal webhook is received
  // and refunds made in PayPal's dashboard are not recorded here (orders/REFUNDS.md).
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  // Generous: a busy shop behind one office address, or a test suite, orders from one address.
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  // One buyer's unpaid tickets of one event at once: a group's order, not the event's stock.
  MAX_HELD_TICKETS_PER_BUYER: z.coerce.number().int().min(1).max(1_000_000).default(10),
  MAX_PAYMENT_ATTEMPTS_PER_ORDER: z.coerce.number().int().min(1).max(1000).default(10),
  // The on-sale queue (docs/product-rules.md#on-sale-queue): how long an admitted visitor has to
  // order, and the joins and place checks one client address may make in a minute (a browser
  // checks its place every few seconds).
  QUEUE_ADMISSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  QUEUE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  // How long a waiting-list offer holds the freed tickets for the person offered.
  WAITING_LIST_OFFER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(DEFAULT_OFFER_MINUTES),
});

export interface OrdersConfig {
  paymentsMode: PaymentsMode;
  holdMinutes: number;
  /** Payment attempts still pending after this long are re-checked with the provider or expired. */
  reconcileAfterMinutes: number;
  mail: { from: string; smtpUrl: string | undefined; outboxDir: string };
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  paypal: { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined } | undefined;
  /** Order creates one client address may make in a minute. */
  orderRateLimitPerMinute: number;
  /** Tickets one buyer e-mail may hold unpaid at once for one event. */
  maxHeldTicketsPerBuyer: number;
  /** Payment attempts one order may start in all. */
  maxPaymentAttemptsPerOrder: number;
  queue: { admissionMinutes: number; rateLimitPerMinute: number };
  /** How long a waiting-list offer holds its tickets before it passes to the next in line. */
  waitingListOfferMinutes: number;
}

/** Throws an Error listing every bad or missing variable. */
export function loadOrdersConfig(
  env: NodeJS.ProcessEnv,
  { dataDir, brandName, production }: { dataDir: string; brandName: string; production: boolean },
): OrdersConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = Env.safeParse(present);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // A production site that silently ran the sandbox gave tickets away: anyone could "pay" on the
  // test page. Production names its mode; an explicit sandbox there is a staging site, marked as such.
  if (parsed.success && production && !parsed.data.PAYMENTS_MODE) {
    problems.push('PAYMENTS_MODE: must be set when NODE_ENV=production (live to take payments, sandbox for a test site)');
  }
  if (parsed.success && parsed.data.PAYMENTS_MODE === 'live') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const) {
      if (!parsed.data[name]) problems.push(`${name}: must be set when PAYMENTS_MODE=live`);
    }
  }
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const vars = parsed.data;
  const paymentsMode = vars.PAYMENTS_MODE ?? 'sandbox';
  const live = paymentsMode === 'live';
  return {
    paymentsMode,
    holdMinutes: vars.HOLD_MINUTES,
    reconcileAfterMinutes: vars.RECONCILE_AFTER_MINUTES,
    mail: {
      from: vars.MAIL_FROM ?? `${brandName} <tickets@localhost>`,
      smtpUrl: vars.SMTP_URL,
      outboxDir: join(dataDir, 'outbox'),
    },
    stripe: live
      ? { secretKey: vars.STRIPE_SECRET_KEY!, webhookSecret: vars.STRIPE_WEBHOOK_SECRET!, apiBase: vars.STRIPE_API_BASE }
      : undefined,
    paypal: live
      ? {
          clientId: vars.PAYPAL_CLIENT_ID!,
          clientSecret: vars.PAYPAL_CLIENT_SECRET!,
          apiBase: vars.PAYPAL_API_BASE.replace(/\/+$/, ''),
          webhookId: vars.PAYPAL_WEBHOOK_ID,
        }
      : undefined,
    orderRateLimitPerMinute: vars.ORDER_RATE_LIMIT_PER_MINUTE,
    maxHeldTicketsPerBuyer: vars.MAX_HELD_TICKETS_PER_BUYER,
    maxPaymentAttemptsPerOrder: vars.MAX_PAYMENT_ATTEMPTS_PER_ORDER,
    queue: { admissionMinutes: vars.QUEUE_ADMISSION_MINUTES, rateLimitPerMinute: vars.QUEUE_RATE_LIMIT_PER_MINUTE },
    waitingListOfferMinutes: vars.WAITING_LIST_OFFER_MINUTES,
  };
}
