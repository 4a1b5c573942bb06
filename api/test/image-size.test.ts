import { readImageSize } from '../src/uploads/image-size';
import { type ImageType, sniffImageType } from '../src/uploads/image-type';
import { jpeg, png, webpExtended, webpLossless, webpLossy } from './image-fixtures';

const size = (bytes: Buffer) => readImageSize(bytes, sniffImageType(bytes) as ImageType);

describe('readImageSize', () => {
  it.each([
    ['PNG', png(640, 480)],
    ['baseline JPEG', jpeg(640, 480)],
    ['progressive JPEG', jpeg(640, 480, 0xc2)],
    ['lossy WebP', webpLossy(640, 480)],
    ['lossless WebP', webpLossless(640, 480)],
    ['extended WebP', webpExtended(640, 480)],
  ])('reads the width and height a %s declares', (_, bytes) => {
    expect(size(bytes)).toEqual({ width: 640, height: 480 });
  });

  it('reads sizes far beyond what is sensible, so they can be refused', () => {
    expect(size(png(50_000, 50_000))).toEqual({ width: 50_000, height: 50_000 });
    expect(size(jpeg(65_535, 65_535))).toEqual({ width: 65_535, height: 65_535 });
    expect(size(webpLossless(16_384, 16_384))).toEqual({ width: 16_384, height: 16_384 });
    expect(size(webpExtended(16_777_216, 16_777_216))).toEqual({ width: 16_777_216, height: 16_777_216 });
  });

  it('reads a real 1x1 PNG', () => {
    const real = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    expect(size(real)).toEqual({ width: 1, height: 1 });
  });

  it('skips JPEG segments and fill bytes before the frame header', () => {
    const plain = jpeg(300, 200);
    // SOI, then an extra COM segment and two fill bytes ahead of the APP0 marker.
    const withComment = Buffer.concat([
      plain.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, 5, 0x61, 0x62, 0x63, 0xff, 0xff]),
      plain.subarray(2),
    ]);
    expect(size(withComment)).toEqual({ width: 300, height: 200 });
  });

  it.each([
    ['a PNG signature alone', png(10, 10).subarray(0, 8)],
    ['a PNG cut off inside IHDR', png(10, 10).subarray(0, 20)],
    ['a PNG whose first chunk is not IHDR', Buffer.concat([png(10, 10).subarray(0, 12), Buffer.from('IDAT'), Buffer.alloc(8, 1)])],
    ['a PNG declaring a width of 0', png(0, 10)],
    ['a JPEG with no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9])],
    ['a JPEG cut off inside the frame header', jpeg(10, 10).subarray(0, 26)],
    ['a JPEG whose scan starts before any frame', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 1, 2, 3])],
    ['a JPEG with garbage between segments', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34, 0x56])],
    ['a JPEG with a segment length below 2', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0])],
    ['a JPEG whose height is left to a DNL segment', jpeg(10, 0)],
    ['a JPEG of first bytes only', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)])],
    [
      'a lossy WebP without the key frame start code',
      Buffer.concat([webpLossy(10, 10).subarray(0, 23), Buffer.from([0, 0, 0]), Buffer.alloc(8)]),
    ],
    ['a lossless WebP without its signature', Buffer.concat([webpLossless(10, 10).subarray(0, 20), Buffer.from([0]), Buffer.alloc(8)])],
    ['a WebP cut off after its chunk name', webpExtended(10, 10).subarray(0, 22)],
    [
      'a WebP with an unknown first chunk',
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPALPH'), Buffer.alloc(40, 2)]),
    ],
  ])('answers undefined for %s', (_, bytes) => {
    expect(size(bytes)).toBeUndefined();
  });
});
