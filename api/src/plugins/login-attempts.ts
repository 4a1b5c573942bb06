import fp from 'fastify-plugin';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from '../auth/login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins and password checks, counted per address and e-mail (auth/login-throttle.ts). */
    loginAttempts: AttemptCounter;
  }
}

/** With Redis, every API instance counts the same login attempts; without, each counts its own. */
export const loginAttempts = fp(
  async (app) => {
    const { redis } = app;
    app.decorate('loginAttempts', redis ? redisAttemptCounter(redis.client, `${redis.keyPrefix}login-attempts:`) : memoryAttemptCounter());
  },
  { name: 'login-attempts', fastify: '5.x', dependencies: ['redis'] },
);
