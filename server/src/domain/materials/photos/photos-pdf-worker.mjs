// A child process that makes one PDF of photos (docs/documents.md): each photo turned upright
// (EXIF), downscaled and re-encoded as a JPEG by sharp, then wrapped as one page by pdf-lib (no
// re-encoding in JavaScript), written to the file it is told. It runs apart from the API so that
// libvips' decoding memory, and a photo that takes too long, cost this process, which exits
// (or is killed at its time limit), never the server that answers requests. Plain JavaScript:
// it runs as it is from src/ and from dist/ alike.
import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// One photo at a time, each once: libvips' cache of earlier operations would only hold memory.
sharp.cache(false);

/** The photo as a baseline sRGB JPEG on white, or null when sharp cannot read it. */
async function pagePhoto(file, { maxSide, quality, maxPixels }) {
  try {
    const { data, info } = await sharp(file, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Pages in the order given, each sized to its photo with the longer side `pageLongSide` points.
 * No dates or producer are written: the same photos make the same bytes (the duplicate check).
 */
async function makePdf({ photos, out, maxSide, quality, maxPixels, pageLongSide, maxBytes }) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (const [index, file] of photos.entries()) {
    const photo = await pagePhoto(file, { maxSide, quality, maxPixels });
    if (!photo) return { unreadable: index };
    const image = await pdf.embedJpg(photo.jpeg);
    const scale = pageLongSide / Math.max(photo.width, photo.height);
    const page = pdf.addPage([photo.width * scale, photo.height * scale]);
    page.drawImage(image, { x: 0, y: 0, width: photo.width * scale, height: photo.height * scale });
  }
  const bytes = await pdf.save();
  if (bytes.byteLength > maxBytes) return { tooLarge: true };
  await fs.writeFile(out, bytes);
  return { bytes: bytes.byteLength };
}

process.once('message', (request) => {
  makePdf(request).then(
    (result) => process.send(result, () => process.exit(0)),
    (error) => process.send({ failure: `The photos could not be made into a PDF: ${error?.message ?? 'unknown error'}` }, () => process.exit(0)),
  );
});
