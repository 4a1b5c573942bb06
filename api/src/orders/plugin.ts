import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect';
import { createPaypalGateway } from '../payments/paypal-gateway';
import { createStripeGateway } from '../payments/stripe-gateway';
import { checkInRoutes } from '../routes/check-in';
import { orderRoutes } from '../routes/orders';
import { paymentRoutes } from '../routes/payments';
import { sandboxRoutes } from '../routes/sandbox';
import type { OrdersConfig } from './config';
import type { Payments } from './start-payment';

export interface ShopOptions {
  db: Db;
  brandName: string;
  publicUrl: string;
  orders: OrdersConfig;
}

/** The payment providers the configuration asks for: none in sandbox mode. */
export function paymentsFor({ orders, publicUrl }: Pick<ShopOptions, 'orders' | 'publicUrl'>): Payments {
  return {
    mode: orders.paymentsMode,
    publicUrl,
    stripe: orders.stripe && createStripeGateway(orders.stripe),
    paypal: orders.paypal && createPaypalGateway(orders.paypal),
    maxAttemptsPerOrder: orders.maxPaymentAttemptsPerOrder,
  };
}

/** Orders, payments, check-in and (in sandbox mode) the test payment page, under /api. */
export const shopRoutes: FastifyPluginAsyncZod<ShopOptions> = async (app, options) => {
  const { db } = options;
  const payments = paymentsFor(options);
  await app.register(orderRoutes, { db, orders: options.orders });
  await app.register(paymentRoutes, { db, payments, brandName: options.brandName });
  await app.register(checkInRoutes, { db, paymentsMode: payments.mode });
  if (payments.mode === 'sandbox') await app.register(sandboxRoutes, { db, brandName: options.brandName, publicUrl: options.publicUrl });
};
