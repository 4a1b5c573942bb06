import fastifyMultipart from '@fastify/multipart';
import { UploadedImage } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { errorResponses, HttpError } from '../http/errors';
import { checkImage } from '../uploads/check-image';
import { readUploadedFile } from '../uploads/read-multipart';
import type { ImageStore } from '../uploads/store';

// For the OpenAPI document only: the multipart body is read by @fastify/multipart, not validated
// by zod (a JSON schema validator cannot see file parts).
const UploadForm = z.object({ file: z.string().meta({ format: 'binary' }) });

/**
 * POST /uploads: one image per request, checked by its bytes (PNG, JPEG or WebP), its size in bytes
 * and in pixels, then stored; nothing is kept for a refused file.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  images: ImageStore;
  config: Pick<Config, 'uploadMaxBytes' | 'uploadMaxPixels'>;
}> = async (app, { images, config: { uploadMaxBytes: maxBytes, uploadMaxPixels: maxPixels } }) => {
  // Only this route reads multipart bodies; registered in its plugin alone, the parser's
  // per-request hooks (a close listener on every response) stay off every other route.
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  app.post(
    '/uploads',
    {
      config: { access: 'events:write' },
      schema: {
        tags: ['uploads'],
        summary: `Upload an image (multipart field "file"; PNG, JPEG or WebP, at most ${maxBytes} bytes and ${maxPixels} pixels)`,
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: { 201: UploadedImage, ...errorResponses(400, 406, 413, 415, 502) },
      },
      // Documented, not validated: see UploadForm.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const bytes = await readUploadedFile(request, maxBytes);
      if (!bytes) throw new HttpError(400, 'Please choose an image to upload');
      const type = checkImage(bytes, maxPixels);
      return reply.code(201).send({ secure_url: await images.save(bytes, type) });
    },
  );
};
