// Reads back what a PDF shows, for tests: the text drawn with the standard fonts, and the pixels of
// its embedded images (PNG images are stored as Flate streams with PNG row predictors).
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFDict, PDFNumber } from 'pdf-lib';

/** Every string the content streams draw, joined by spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const content = (filter === PDFName.of('FlateDecode') ? inflateSync(object.contents) : Buffer.from(object.contents)).toString('latin1');
    for (const match of content.matchAll(/<([0-9a-fA-F]+)>/g)) parts.push(Buffer.from(match[1], 'hex').toString('latin1'));
    for (const match of content.matchAll(/\((.*?)\)\s*Tj/g)) parts.push(match[1]);
  }
  return parts.join('').replace(/\s+/g, ' ');
}

export interface PdfImage {
  width: number;
  height: number;
  /** RGBA, as jsQR wants it. */
  data: Uint8ClampedArray;
}

function unpredict(raw: Buffer, width: number, channels: number): Buffer {
  const stride = width * channels;
  const rows = raw.length / (stride + 1);
  const out = Buffer.alloc(rows * stride);
  for (let y = 0; y < rows; y++) {
    const type = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= channels ? out[y * stride + x - channels] : 0;
      const up = y > 0 ? out[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? out[(y - 1) * stride + x - channels] : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][type];
      out[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

/** The image XObjects of a PDF, decoded to RGBA. */
export async function pdfImages(pdf: Buffer): Promise<PdfImage[]> {
  const doc = await PDFDocument.load(pdf);
  const images: PdfImage[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (object.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const space = object.dict.get(PDFName.of('ColorSpace'));
    const channels = space === PDFName.of('DeviceGray') ? 1 : 3;
    const params = object.dict.get(PDFName.of('DecodeParms')) as PDFDict | undefined;
    const inflated = inflateSync(object.contents);
    const pixels = params ? unpredict(inflated, width, channels) : inflated;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) data[i * 4 + c] = pixels[i * channels + (channels === 1 ? 0 : c)];
      data[i * 4 + 3] = 255;
    }
    images.push({ width, height, data });
  }
  return images;
}
