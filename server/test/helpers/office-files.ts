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
import { cfbOf, zipOf, type ZipEntry } from './sample-files.ts';

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
  // Agile encryption's version (4.4), then bytes no one can read without the password.
  const info = Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), randomBytes(504)]);
  const encryptedPackage = randomBytes(512);
  encryptedPackage.writeBigUInt64LE(4096n, 0);
  return cfbOf({ EncryptionInfo: info, EncryptedPackage: encryptedPackage });
}

/** A Word 97 document with the password "lectern" (see fixtures/office/README.md). */
export const PASSWORD_PROTECTED_DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'office', 'password-protected.doc');
