// Heading images for the demo blog posts: a diagonal gradient drawn here, so the demo ships no
// image files. Stored as WebP, as an uploaded heading image is (domain/images/webp.ts).
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 320;

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** A WIDTH x HEIGHT WebP fading from `from` (top left) to `to` (bottom right), both #rrggbb. */
export async function demoBanner(from: string, to: string): Promise<Buffer> {
  const [start, end] = [rgb(from), rgb(to)];
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const at = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) pixels[at + channel] = Math.round(start[channel]! + (end[channel]! - start[channel]!) * t);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).webp({ quality: 80 }).toBuffer();
}
