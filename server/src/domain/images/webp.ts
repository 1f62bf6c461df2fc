// Every image Lectern stores and serves is a WebP at most IMAGE_MAX_WIDTH wide: a blog's heading
// image, an announcement's image, a material's cover image, and (rendered by the document job's
// domain/documents/analyse/pdf-worker.mjs) a PDF's first page.
import sharp from 'sharp';

export const IMAGE_MAX_WIDTH = 640;
/** A very tall image (or first page) is cut at this height: a card shows the top of it anyway. */
export const IMAGE_MAX_HEIGHT = IMAGE_MAX_WIDTH * 3;
export const IMAGE_MIME_TYPE = 'image/webp';
export const WEBP_QUALITY = 80;

/** The sender's image (PNG, JPEG, WebP or GIF, checked before), turned upright and downscaled. */
export async function downscaleImage(filePath: string): Promise<Buffer> {
  return sharp(filePath)
    .rotate()
    .resize({ width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
