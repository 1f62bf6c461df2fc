// Office files for the conversion tests (domain/documents/office): real ones made by the `docx`
// and `pptxgenjs` packages, with known words on known pages, and hostile ones built by hand: a
// zip bomb (.docx whose parts expand far past their size) and an encrypted .docx (what Office
// writes for a password-protected file: an OLE compound file holding "EncryptionInfo" and
// "EncryptedPackage" streams, MS-OFFCRYPTO). An encrypted .doc is checked in (fixtures/office).
// (What the tests watch a conversion with is office-watch.ts: jest's, where this file is also the e2e's.)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import PptxGenJS from 'pptxgenjs';
import { zipOf, type ZipEntry } from './sample-files.ts';

/** The text of each slide of slidesPptx(), in order. */
export const PPTX_SLIDES = ['Circuits lecture one', 'Thevenin equivalent circuit', 'Superposition and Norton summary'] as const;

/** A 3-slide presentation; slide 2 says "Thevenin equivalent circuit". */
export async function slidesPptx(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  for (const text of PPTX_SLIDES) pptx.addSlide().addText(text, { x: 0.5, y: 1, w: 9, h: 1, fontSize: 28 });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** The text of each page of twoPageDocx(), in order. */
export const DOCX_PAGES = ['Kirchhoff current law at every node', 'Integrals of periodic signals'] as const;

/** A 2-page Word document, one paragraph a page (a page break between). */
export async function twoPageDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun(DOCX_PAGES[0])] }),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ children: [new TextRun(DOCX_PAGES[1])] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}


const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function wordParts(extra: ZipEntry[] = []): ZipEntry[] {
  const text = (name: string, xml: string): ZipEntry => ({ name, data: Buffer.from(xml), method: 8 });
  return [
    text(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Default Extension="bin" ContentType="application/octet-stream"/>' +
        `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
    ),
    text(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    text(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>A small document</w:t></w:r></w:p></w:body></w:document>',
    ),
    ...extra,
  ];
}

/** A .docx with parts of zeros adding up to at least `expandedBytes`: about 10 KB on disk per 10 MB expanded. */
export function zipBombDocx(expandedBytes: number): Buffer {
  const chunk = Buffer.alloc(Math.min(expandedBytes, 10 * 1024 * 1024));
  const parts = Math.ceil(expandedBytes / chunk.length);
  return zipOf(wordParts(Array.from({ length: parts }, (_, index) => ({ name: `word/media/padding${index}.bin`, data: chunk, method: 8 as const }))));
}

/** A .docx of `count` parts in all, most of them tiny. */
export function manyPartsDocx(count: number): Buffer {
  return zipOf(wordParts(Array.from({ length: count - wordParts().length }, (_, index) => ({ name: `word/media/part${index}.bin`, data: Buffer.from([index & 0xff]), method: 0 as const }))));
}

/** A password-protected .docx as Office stores it: an OLE compound file with the two MS-OFFCRYPTO streams. */
export function encryptedDocx(): Buffer {
  const sector = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
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
  fat.writeUInt32LE(END, 8); // sector 2: EncryptionInfo
  fat.writeUInt32LE(END, 12); // sector 3: EncryptedPackage
  const directory = Buffer.alloc(sector);
  const entry = (index: number, name: string, type: number, start: number, size: number, right = FREE) => {
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
  entry(0, 'Root Entry', 5, END, 0);
  entry(1, 'EncryptionInfo', 2, 2, sector, 2);
  entry(2, 'EncryptedPackage', 2, 3, sector);
  // Agile encryption's version (4.4), then bytes no one can read without the password.
  const info = Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), randomBytes(sector - 8)]);
  const packageStream = randomBytes(sector);
  packageStream.writeBigUInt64LE(4096n, 0);
  return Buffer.concat([header, fat, directory, info, packageStream]);
}

/** A Word 97 document with the password "lectern" (see fixtures/office/README.md). */
export const PASSWORD_PROTECTED_DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'office', 'password-protected.doc');
