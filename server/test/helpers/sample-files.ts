// Real files of each accepted type, made in the test: pdf.js, file-type and sharp read them
// as they would read a student's upload.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { pdfFile } from '../../src/setup/seed/demo-pdf.ts';

/** A valid PDF with `pages` pages of text (and a random comment, so each call is a new file). */
export function samplePdf(pages = 2, title = 'Lecture notes'): Buffer {
  return textPdf(Array.from({ length: pages }, (_, i) => `${title} page ${i + 1}`));
}

/**
 * A PDF whose page N shows `pages[N-1]` as one line of Helvetica (ASCII without parentheses or
 * backslashes); `trailer` adds entries such as /Encrypt.
 */
export function textPdf(pages: string[], { trailer }: { trailer?: string } = {}): Buffer {
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  const pageIds: number[] = [];
  let next = 4;
  for (const text of pages) {
    const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
    const contentId = next++;
    const pageId = next++;
    objects[contentId] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  return pdfFile(objects, { comment: randomBytes(8).toString('hex'), trailer });
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflated (8) or stored (0). */
  method: 0 | 8;
}

/** A zip of these entries (no ZIP64); entries that share one Buffer are compressed once. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const compressed = new Map<Buffer, { packed: Buffer; crc: number }>();
  let offset = 0;
  for (const { name, data, method } of entries) {
    let known = compressed.get(data);
    if (!known) {
      known = { packed: method === 8 ? zlib.deflateRawSync(data, { level: 9 }) : data, crc: zlib.crc32(data) };
      compressed.set(data, known);
    }
    const { packed, crc } = known;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const OOXML_MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
} as const;

/** A minimal Office Open XML package whose [Content_Types].xml names the main part. */
export function sampleOoxml(kind: keyof typeof OOXML_MAIN): Buffer {
  const [part, contentType] = OOXML_MAIN[kind];
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`,
    [part]: `<?xml version="1.0" encoding="UTF-8"?><doc nonce="${randomBytes(6).toString('hex')}"/>`,
  };
  return zipOf(Object.entries(parts).map(([name, xml]) => ({ name, data: Buffer.from(xml), method: 0 })));
}

/** An OLE compound file (the container of .doc and .ppt) with one stream of this name. */
export function sampleCfb(streamName: 'WordDocument' | 'PowerPoint Document' | 'Workbook'): Buffer {
  return cfbOf({ [streamName]: randomBytes(512) });
}

/**
 * An OLE compound file holding these streams, each in one whole 512-byte sector (no mini
 * stream), siblings in the root's directory.
 */
export function cfbOf(streams: Record<string, Buffer>): Buffer {
  const sector = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const names = Object.keys(streams);
  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(0, 0x38); // no mini stream: every stream is in whole sectors
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT
  fat.writeUInt32LE(END, 4); // sector 1: the directory
  names.forEach((_, index) => fat.writeUInt32LE(END, 8 + index * 4)); // sector 2 on: a stream each
  const directory = Buffer.alloc(sector * Math.ceil((names.length + 1) / 4));
  const entry = (index: number, name: string, type: number, start: number, size: number, right: number) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory[at + 0x42] = type;
    directory.writeUInt32LE(FREE, at + 0x44);
    directory.writeUInt32LE(right, at + 0x48);
    directory.writeUInt32LE(index === 0 ? 1 : FREE, at + 0x4c);
    directory.writeUInt32LE(start, at + 0x74);
    directory.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, END, 0, FREE);
  names.forEach((name, index) => entry(index + 1, name, 2, index + 2, sector, index + 1 < names.length ? index + 2 : FREE));
  const data = names.map((name) => Buffer.concat([streams[name]!, Buffer.alloc(sector)]).subarray(0, sector));
  return Buffer.concat([header, fat, directory.subarray(0, sector), ...data]);
}

/** A Linux executable's first bytes: not a document, whatever its name says. */
export function sampleExecutable(): Buffer {
  const elf = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf, 0);
  elf.writeUInt16LE(2, 16); // ET_EXEC
  elf.writeUInt16LE(0x3e, 18); // x86-64
  randomBytes(200).copy(elf, 56);
  return elf;
}

/** A real PNG image of this size. */
export function samplePng(width = 1200, height = 800): Promise<Buffer> {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width, height, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } } }).png().toBuffer();
}
