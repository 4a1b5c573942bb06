import type { ImageType } from './image-type';

// Width and height straight from an image's header, without decoding a pixel: enough to refuse a
// small file that declares a huge canvas (a few KB of PNG can claim 50000x50000, which every
// visitor's browser would then try to allocate). No native image library is needed for this.

export interface ImageSize {
  width: number;
  height: number;
}

type Reader = (bytes: Buffer) => ImageSize | undefined;

const READERS: Record<ImageType['extension'], Reader> = { png: pngSize, jpg: jpegSize, webp: webpSize };

/** The dimensions an image of the given type declares; undefined when its header is missing, cut short or nonsense. */
export function readImageSize(bytes: Buffer, type: ImageType): ImageSize | undefined {
  const size = READERS[type.extension](bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

const hasAscii = (bytes: Buffer, offset: number, text: string) =>
  bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;

/** PNG: the IHDR chunk must come first, right after the 8-byte signature, with both sides as 32-bit big-endian. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || !hasAscii(bytes, 12, 'IHDR')) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers carry the frame size: every SOFn except DHT (C4), JPG (C8) and DAC (CC).
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
// Markers that stand alone, without a length: TEM, RST0-7 and SOI.
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/** JPEG: walks the marker segments after SOI until the first start-of-frame. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset] === 0xff) offset += 1;
    if (offset >= bytes.length) return undefined;
    const marker = bytes[offset];
    offset += 1;
    if (STANDALONE.has(marker)) continue;
    // Entropy-coded data or the end before any frame header: no size to read.
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE || offset + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(offset);
    if (length < 2) return undefined;
    if (START_OF_FRAME.has(marker)) {
      // length, precision (1 byte), height, width. A height of 0 defers to a later DNL segment,
      // which browsers do not agree on: treated as unreadable by readImageSize.
      if (offset + 7 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 3), width: bytes.readUInt16BE(offset + 5) };
    }
    offset += length;
  }
  return undefined;
}

/** WebP: the first chunk after the RIFF header is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  const data = 20;
  if (hasAscii(bytes, 12, 'VP8 ')) {
    // A key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height.
    if (bytes.length < data + 10 || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
  }
  if (hasAscii(bytes, 12, 'VP8L')) {
    // Signature 0x2F, then width-1 and height-1 as two 14-bit fields.
    if (bytes.length < data + 5 || bytes[data] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (hasAscii(bytes, 12, 'VP8X')) {
    // Flags (1 byte), 3 reserved, then canvas width-1 and height-1 as 24-bit little-endian.
    if (bytes.length < data + 10) return undefined;
    return { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
  }
  return undefined;
}
