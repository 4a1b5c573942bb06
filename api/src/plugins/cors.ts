import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Browsers may call the API from the site and its front-end apps: CORS_ORIGINS, by default the
 * public URL and every remote's development port (http/default-cors-origins.ts).
 */
export const cors = fp<{ origins: string[] }>(
  async (app, { origins }) => {
    await app.register(fastifyCors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  },
  { name: 'cors', fastify: '5.x' },
);
