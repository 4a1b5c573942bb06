import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Demo pictures are drawn, not downloaded: a gradient with the event title, written once into the
// uploads folder so the demo works offline and the site never depends on someone else's host.

const SEED_IMAGE_URL_PREFIX = '/uploads/seed/';

const PALETTES: [string, string][] = [
  ['#ff7a18', '#af002d'],
  ['#00c6ff', '#0072ff'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#8e2de2', '#4a00e0'],
  ['#fc466b', '#3f5efb'],
  ['#134e5e', '#71b280'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Breaks a title into lines of at most `width` characters, at word boundaries. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

interface Picture {
  width: number;
  height: number;
  fontSize: number;
  lineWidth: number;
  colours: [string, string];
  angle: number;
  title: string;
  caption: string;
}

function svg({ width, height, fontSize, lineWidth, colours, angle, title, caption }: Picture): string {
  const lines = wrap(title, lineWidth);
  const lineHeight = Math.round(fontSize * 1.2);
  const firstBaseline = Math.round(height / 2 - ((lines.length - 1) * lineHeight) / 2);
  const tspans = lines.map((line, index) => `<tspan x="50%" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${tspans}</text>
<text x="50%" y="${height - Math.round(fontSize * 0.8)}" fill="#ffffff" fill-opacity="0.8" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(fontSize * 0.45)}" text-anchor="middle">${escapeXml(caption)}</text>
</svg>
`;
}

export interface SeedPictures {
  images: string[];
  posterImage: string;
}

/**
 * Makes three 1200x800 gallery images and one 1300x406 poster for an event (keeping files that are
 * already there) and answers their URLs.
 */
export async function drawEventPictures(
  uploadsDir: string,
  event: { slug: string; title: string },
  kindLabel: string,
  paletteIndex: number,
): Promise<SeedPictures> {
  const folder = join(uploadsDir, 'seed');
  await mkdir(folder, { recursive: true });
  const colours = PALETTES[paletteIndex % PALETTES.length];
  const pictures: [string, Picture][] = [1, 2, 3].map((number) => [
    `${event.slug}-${number}.svg`,
    {
      width: 1200,
      height: 800,
      fontSize: 72,
      lineWidth: 24,
      colours,
      angle: 30 + number * 60,
      title: event.title,
      caption: `${kindLabel} \u00b7 ${number} of 3`,
    },
  ]);
  pictures.push([
    `${event.slug}-poster.svg`,
    { width: 1300, height: 406, fontSize: 60, lineWidth: 34, colours, angle: 0, title: event.title, caption: kindLabel },
  ]);

  const urls = await Promise.all(pictures.map(([file, picture]) => drawOnce(folder, file, picture)));
  return { images: urls.slice(0, 3), posterImage: urls[3] };
}

/** One 800x800 product picture for a demo merchandise item; answers its URL. */
export async function drawProductPicture(uploadsDir: string, slug: string, title: string, paletteIndex: number): Promise<string> {
  const folder = join(uploadsDir, 'seed');
  await mkdir(folder, { recursive: true });
  const colours = PALETTES[paletteIndex % PALETTES.length];
  return drawOnce(folder, `merch-${slug}.svg`, {
    width: 800,
    height: 800,
    fontSize: 64,
    lineWidth: 16,
    colours,
    angle: 45,
    title,
    caption: 'Merchandise',
  });
}

async function drawOnce(folder: string, file: string, picture: Picture): Promise<string> {
  const path = join(folder, file);
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  if (!exists) await writeFile(path, svg(picture));
  return `${SEED_IMAGE_URL_PREFIX}${file}`;
}
