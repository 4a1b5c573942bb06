import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

export const MALFORMED_UPLOAD_MESSAGE = 'The upload arrived cut short or malformed; please choose the image and try again';

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `This file is too large: images may be at most ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`);

/**
 * The bytes of the form's file part, or undefined for a form without one. Over the size limit is a
 * 413; the multipart plugin's other refusals (not multipart, too many parts) keep their 4xx; and
 * anything the form parser cannot make sense of (a body cut off mid-part, a missing closing
 * boundary, broken part headers) is the client's malformed request, a 400, never a server error.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer | undefined> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer | undefined;
  try {
    file = await request.file();
    bytes = await file?.toBuffer();
  } catch (error) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw new HttpError(400, MALFORMED_UPLOAD_MESSAGE);
  }
  // The plugin checks the limit only between chunks: when the parser cuts the file off after the
  // last chunk was read, toBuffer answers the first maxBytes as if they were the whole file.
  if (file?.file.truncated) throw tooLarge(maxBytes);
  return bytes;
}
