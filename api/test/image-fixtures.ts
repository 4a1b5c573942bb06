import { crc32, deflateSync } from 'node:zlib';

// Image files built byte by byte, declaring whatever width and height a test needs: the upload
// check reads only the header, so a file can be tiny and still claim a huge canvas.

const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/**
 * A well-formed 8-bit greyscale PNG: header and chunks, with pixel data of one short row however big
 * it claims to be, plus `padding` bytes stored uncompressed so the file has the size a test wants.
 */
export function png(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 64) + padding), { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's markers up to the frame header: SOI, an APP0 (JFIF) segment, SOF0, then filler. */
export function jpeg(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16be(16),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ]);
  const sof = Buffer.concat([
    Buffer.from([0xff, frameMarker]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(32, 0x55)]);
}

const riff = (chunk: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([data.length + 12, 0, 0, 0]),
    Buffer.from(`WEBP${chunk}`),
    Buffer.from([data.length, 0, 0, 0]),
    data,
  ]);

/** A lossy WebP: a VP8 key frame header. */
export const webpLossy = (width: number, height: number) =>
  riff('VP8 ', Buffer.concat([Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a]), u16le(width), u16le(height), Buffer.alloc(16, 2)]));

/** A lossless WebP: the VP8L signature and 14-bit sizes. */
export function webpLossless(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0);
  return riff('VP8L', Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(16, 3)]));
}

/** An extended WebP: the VP8X chunk with its 24-bit canvas size. */
export const webpExtended = (width: number, height: number) =>
  riff('VP8X', Buffer.concat([Buffer.from([0x10, 0, 0, 0]), u24le(width - 1), u24le(height - 1), Buffer.alloc(8, 4)]));
