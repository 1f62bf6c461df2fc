// A small PDF writer for the demo materials: pages of wrapped Helvetica text with a title.
// Writing only (no parsing); enough for pdf.js to render a real first-page preview.

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 12;
const LINE_HEIGHT = 17;
// Helvetica at 12 pt averages about 6 pt a character: 468 pt of line fit about 80.
const LINE_CHARS = 80;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 60) / LINE_HEIGHT);

export interface PdfDocumentText {
  title: string;
  /** A line under the title, e.g. the course. */
  subtitle: string;
  /** Paragraphs of body text, wrapped and flowed over as many pages as they need (at least `minPages`). */
  paragraphs: string[];
  minPages?: number;
}

/** PDF string literal: backslash, parentheses escaped; anything outside printable ASCII dropped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pagesOf(text: PdfDocumentText): string[][] {
  const lines = text.paragraphs.flatMap((p) => [...wrap(p), '']);
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  while (pages.length < (text.minPages ?? 1)) pages.push(wrap(`(Page ${pages.length + 1} intentionally left for your own notes.)`));
  return pages;
}

function pageContent(text: PdfDocumentText, lines: string[], pageNumber: number, pageCount: number): string {
  const out: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  if (pageNumber === 1) {
    out.push(`BT /F2 22 Tf ${MARGIN} ${y} Td (${pdfText(text.title)}) Tj ET`);
    y -= 28;
    out.push(`BT /F1 13 Tf 0.35 0.35 0.35 rg ${MARGIN} ${y} Td (${pdfText(text.subtitle)}) Tj ET`);
    y -= 32;
  }
  for (const line of lines) {
    out.push(`BT /F1 ${BODY_SIZE} Tf ${MARGIN} ${y} Td (${pdfText(line)}) Tj ET`);
    y -= LINE_HEIGHT;
  }
  out.push(`BT /F1 9 Tf 0.5 0.5 0.5 rg ${PAGE_WIDTH / 2 - 20} ${MARGIN / 2} Td (Page ${pageNumber} of ${pageCount}) Tj ET`);
  return out.join('\n');
}

/** The bytes of a PDF 1.4 file with the given text. */
export function writePdf(text: PdfDocumentText): Buffer {
  const pages = pagesOf(text);
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${pdfText(text.title)}) /Producer (Lectern demo data) >>`;
  const pageIds: number[] = [];
  let next = 6;
  pages.forEach((lines, index) => {
    const content = pageContent(text, lines, index + 1, pages.length);
    const contentId = next++;
    const pageId = next++;
    objects[contentId] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  });
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;

  return pdfFile(objects, { comment: '\xe2\xe3\xcf\xd3', trailer: '/Info 5 0 R' });
}

/**
 * The bytes of a PDF 1.4 file of numbered objects (1: the catalog): the header, each object, the
 * cross-reference table and the trailer. `comment` follows the header (binary bytes mark the file
 * as binary; different bytes make a different file); `trailer` adds entries such as /Info.
 */
export function pdfFile(objects: string[], { comment, trailer = '' }: { comment: string; trailer?: string }): Buffer {
  let out = `%PDF-1.4\n%${comment}\n`;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R${trailer ? ` ${trailer}` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
