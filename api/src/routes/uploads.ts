import { UploadedImage } from '@shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError } from '../http/errors';
import { sniffImageType } from '../uploads/image-type';
import type { ImageStore } from '../uploads/store';

const UNSUPPORTED = 'Only PNG, JPEG or WebP images can be uploaded';

// For the OpenAPI document only: the multipart body is read by @fastify/multipart, not validated
// by zod (a JSON schema validator cannot see file parts).
const UploadForm = z.object({ file: z.string().meta({ format: 'binary' }) });

/**
 * POST /uploads: one image per request, checked by its bytes (PNG, JPEG or WebP) and size, then
 * stored; nothing is kept for a refused file.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ images: ImageStore; maxBytes: number }> = async (app, { images, maxBytes }) => {
  app.post(
    '/uploads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['uploads'],
        summary: `Upload an image (multipart field "file"; PNG, JPEG or WebP, at most ${maxBytes} bytes)`,
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: { 201: UploadedImage, ...errorResponses(400, 406, 413, 415, 502) },
      },
      // Documented, not validated: see UploadForm.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const file = await request.file();
      if (!file) throw new HttpError(400, 'Please choose an image to upload');
      // toBuffer throws a 413 as soon as the part passes the size limit, before anything is stored.
      const bytes = await file.toBuffer();
      const type = sniffImageType(bytes);
      if (!type) throw new HttpError(415, UNSUPPORTED);
      return reply.code(201).send({ secure_url: await images.save(bytes, type) });
    },
  );
};
