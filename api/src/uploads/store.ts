import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_URL_MESSAGE } from '@shared/domain';
import { HttpError } from '../http/errors';
import type { ImageType } from './image-type';

const LOCAL_PREFIX = '/uploads/';

/** The image host (CLOUDINARY_URL). */
export interface CloudinaryConfig {
  apiKey: string;
  apiSecret: string;
  cloudName: string;
  apiBase: string;
  /** Where the host delivers uploaded images; image URLs in payloads must start with it. */
  deliveryPrefix: string;
}

export interface ImageStore {
  /** Keeps a checked image and answers the URL pages will load it from. */
  save(bytes: Buffer, type: ImageType): Promise<string>;
  /** Throws a 400 unless every URL is one this store handed out (or a seed image beside them). */
  assertOwn(urls: readonly string[]): void;
}

/** Files under DATA_DIR/uploads, or the image host when CLOUDINARY_URL is set. */
export function imageStore(config: { uploadsDir: string; cloudinary: CloudinaryConfig | undefined }): ImageStore {
  const { cloudinary } = config;
  const assertOwn = (urls: readonly string[]) => {
    const foreign = urls.filter((url) => !url.startsWith(LOCAL_PREFIX) && !(cloudinary && url.startsWith(cloudinary.deliveryPrefix)));
    if (foreign.length > 0) throw new HttpError(400, IMAGE_URL_MESSAGE);
  };

  if (!cloudinary) {
    return {
      assertOwn,
      save: async (bytes, type) => {
        // Random names: nobody can guess another upload's URL, and a name never changes content,
        // which is what lets /uploads be cached for a year.
        const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
        await writeFile(join(config.uploadsDir, name), bytes, { flag: 'wx' });
        return `${LOCAL_PREFIX}${name}`;
      },
    };
  }

  return {
    assertOwn,
    save: async (bytes, type) => {
      // A signed upload: the signature covers every parameter except file and api_key.
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = createHash('sha1').update(`timestamp=${timestamp}${cloudinary.apiSecret}`).digest('hex');
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: type.mime }), `upload.${type.extension}`);
      form.set('api_key', cloudinary.apiKey);
      form.set('timestamp', timestamp);
      form.set('signature', signature);
      const response = await fetch(`${cloudinary.apiBase}/v1_1/${encodeURIComponent(cloudinary.cloudName)}/image/upload`, {
        method: 'POST',
        body: form,
      }).catch((error: unknown) => {
        throw new HttpError(502, `The image host could not be reached: ${(error as Error).message}`);
      });
      const body = (await response.json().catch(() => ({}))) as { secure_url?: unknown; error?: { message?: unknown } };
      if (!response.ok || typeof body.secure_url !== 'string') {
        const reason = typeof body.error?.message === 'string' ? body.error.message : `status ${response.status}`;
        throw new HttpError(502, `The image host refused the upload: ${reason}`);
      }
      // Payloads may only name images under the delivery prefix, so an upload elsewhere is unusable.
      if (!body.secure_url.startsWith(cloudinary.deliveryPrefix)) {
        throw new HttpError(502, 'The image host answered an unexpected image address');
      }
      return body.secure_url;
    },
  };
}
