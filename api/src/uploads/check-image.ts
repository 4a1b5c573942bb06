import { HttpError } from '../http/errors';
import { readImageSize } from './image-size';
import { type ImageType, sniffImageType } from './image-type';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only PNG, JPEG or WebP images can be uploaded';

const NAMES: Record<ImageType['extension'], string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP' };

const megapixels = (pixels: number) => `${Math.round((pixels / 1_000_000) * 10) / 10} megapixels`;

/**
 * What an uploaded file is, or the reason it is refused: not an image we take (415), an image
 * whose width and height cannot be read (400), or more pixels than visitors' browsers should be
 * made to decode (413), however few bytes the file itself has.
 */
export function checkImage(bytes: Buffer, maxPixels: number): ImageType {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  const size = readImageSize(bytes, type);
  if (!size) {
    throw new HttpError(400, `This ${NAMES[type.extension]} file is damaged or incomplete: its width and height cannot be read`);
  }
  if (size.width * size.height > maxPixels) {
    throw new HttpError(
      413,
      `This image is ${size.width}x${size.height} pixels (${megapixels(size.width * size.height)}); images may have at most ${megapixels(maxPixels)}`,
    );
  }
  return type;
}
