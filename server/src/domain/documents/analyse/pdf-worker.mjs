// A child process that reads one PDF (docs/documents.md): its page count, its first page's shape
// and image (a WebP), the text of its pages, up to the caps it is given, and, when asked, its
// pages without text as PNGs for OCR. It runs apart from the API so that a stalled or hostile PDF
// costs this process, which the parent kills at its time limit, and never the event loop that
// answers requests. Plain JavaScript: it runs as it is from src/ and from dist/ alike.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

// The 14 standard fonts (Helvetica, Times...) that PDFs name without embedding them.
const STANDARD_FONTS_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

async function loadPdfJs() {
  // In Node pdf.js runs its "worker" in this thread; handing it the module spares a dynamic import.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
  return import('pdfjs-dist/legacy/build/pdf.min.mjs');
}

/** Text items joined as a reader would see them: items on a line by spaces, lines by newlines. */
function pageText(content, maxChars) {
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    text += item.hasEOL ? '\n' : ' ';
    if (text.length >= maxChars) break;
  }
  // No control characters: the search's snippets mark words with two of them (snippets.ts).
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return text.slice(0, maxChars).replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ' ').replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
}

// Brightness (0-255) between a page's darkest and lightest pixel below which it has no ink.
const BLANK_SPREAD = 24;

/** Whether RGBA pixels are all of about one brightness: a blank or single-colour page, nothing to read. */
function isBlank(pixels) {
  let min = 255;
  let max = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const brightness = (pixels[i] * 3 + pixels[i + 1] * 6 + pixels[i + 2]) / 10;
    if (brightness < min) min = brightness;
    if (brightness > max) max = brightness;
    if (max - min >= BLANK_SPREAD) return false;
  }
  return true;
}

/**
 * Pages without text (a photo, a scan) drawn as PNGs for OCR, blank ones left out, in page order,
 * up to `maxPages` and while this reader has been at work less than `budgetMs` since `began` (so
 * it stays inside the time its parent gives it). Each at `dpi`, its longer side at most
 * `maxSide` pixels.
 */
async function renderForOcr(document, texts, began, { dir, maxPages, dpi, maxSide, budgetMs }) {
  const images = [];
  for (let index = 0; index < texts.length && images.length < maxPages && Date.now() - began < budgetMs; index++) {
    if (texts[index].length > 0) continue;
    const page = await document.getPage(index + 1);
    const natural = page.getViewport({ scale: 1 });
    const longer = Math.max(natural.width, natural.height);
    if (!(longer > 0)) continue;
    const viewport = page.getViewport({ scale: Math.min(dpi / 72, maxSide / longer) });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, viewport }).promise;
    page.cleanup();
    if (isBlank(context.getImageData(0, 0, canvas.width, canvas.height).data)) continue;
    const image = path.join(dir, `page-${index + 1}.png`);
    await fs.writeFile(image, await canvas.encode('png'), { flag: 'wx' });
    images.push({ page: index + 1, file: image });
  }
  return images;
}

async function analyse({ file, render, width, maxHeight, quality, maxTextPages, maxTextChars, ocr }) {
  const began = Date.now();
  const pdfjs = await loadPdfJs();
  const data = new Uint8Array(await fs.readFile(file));
  const task = pdfjs.getDocument({
    data,
    // Fonts are never compiled to functions: the file is untrusted.
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    const encrypted = error?.name === 'PasswordException';
    return { failure: encrypted ? 'The PDF is password-protected.' : `The PDF could not be opened: ${error?.message ?? 'unreadable'}` };
  }
  if (document.numPages < 1) return { failure: 'The PDF has no pages.' };

  const first = await document.getPage(1);
  // As a reader sees it: the viewport applies the page's own /Rotate (and its crop box).
  const natural = first.getViewport({ scale: 1 });
  const aspect = natural.width > 0 && Number.isFinite(natural.height / natural.width) && natural.height > 0 ? natural.height / natural.width : null;

  let image = null;
  if (render) {
    const viewport = first.getViewport({ scale: width / natural.width });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.min(maxHeight, Math.round(viewport.height))));
    const context = canvas.getContext('2d');
    // Pages without a background would come out transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await first.render({ canvas, viewport }).promise;
    image = await canvas.encode('webp', quality);
  }
  first.cleanup();

  const texts = [];
  let budget = maxTextChars;
  for (let number = 1; number <= Math.min(document.numPages, maxTextPages) && budget > 0; number++) {
    const page = await document.getPage(number);
    const text = pageText(await page.getTextContent(), budget);
    budget -= text.length;
    texts.push(text);
    page.cleanup();
  }
  const ocrImages = ocr ? await renderForOcr(document, texts, began, ocr) : [];
  const pages = document.numPages;
  await document.destroy();
  return { pages, aspect, image, texts, ocrImages };
}

process.once('message', (request) => {
  analyse(request).then(
    (result) => process.send(result, () => process.exit(0)),
    (error) => process.send({ failure: `The PDF could not be read: ${error?.message ?? 'unknown error'}` }, () => process.exit(0)),
  );
});
