import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type ImageStore, imageStore } from '../uploads/store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept: DATA_DIR/uploads, or the image host (uploads/store.ts). */
    images: ImageStore;
  }
}

/** The image store, and the uploads kept on disk served at /uploads/. */
export const uploads = fp<Pick<Config, 'uploadsDir' | 'cloudinary'>>(
  async (app, config) => {
    app.decorate('images', imageStore(config));
    await mkdir(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      // Upload file names never change content, so browsers may keep them for good.
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply) => {
        // The shell and remotes on other origins show these images, so they must be loadable cross-origin.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        // Uploads are served from our own origin: an SVG opened directly must not run script.
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
  },
  { name: 'uploads', fastify: '5.x' },
);
