// Makes the web app manifest's icons (shell/public/icon-*.png) from icon.svg with sharp (a
// dependency of the server, hoisted to the root). Run once after changing the mark, from the
// repository root: `node shell/scripts/make-icons.mjs`; the PNG files are checked in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const here = path.dirname(new URL(import.meta.url).pathname);
const svg = readFileSync(path.join(here, 'icon.svg'), 'utf8');
const publicDir = path.join(here, '..', 'public');

// A maskable icon is cropped to a circle or squircle by the launcher: full-bleed background,
// the mark inside the middle 80% (the safe zone).
const ICONS = [
  { file: 'icon-192.png', size: 192, radius: 96, glyph: 0.9 },
  { file: 'icon-512.png', size: 512, radius: 96, glyph: 0.9 },
  { file: 'icon-maskable-512.png', size: 512, radius: 0, glyph: 0.7 },
];

for (const { file, size, radius, glyph } of ICONS) {
  const source = svg.replace('RADIUS', String(radius)).replace('GLYPH_SCALE', String(glyph));
  await sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, file));
  console.log(file);
}
