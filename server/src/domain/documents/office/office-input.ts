// What is checked in an Office file before LibreOffice is started on it (docs/documents.md): a
// .docx or .pptx must be a zip whose central directory stays within the limits; one that is an
// OLE compound file instead is encrypted (MS-OFFCRYPTO keeps a password-protected or
// rights-managed OOXML package as an "EncryptedPackage" stream in such a file), which no
// conversion can read. A .doc or .ppt is that container by nature: LibreOffice tells an encrypted
// one itself (it loads nothing, and no PDF is the failure).
import fs from 'node:fs';
import { DocumentFailure } from '../failure.ts';
import { checkZipLimits, type ZipLimits } from './zip-limits.ts';

export type OfficeType = 'doc' | 'docx' | 'ppt' | 'pptx';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

async function firstBytes(filePath: string, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Throws DocumentFailure when the file cannot or must not be handed to LibreOffice. */
export async function checkOfficeInput(filePath: string, type: OfficeType, limits: ZipLimits): Promise<void> {
  const head = await firstBytes(filePath, 8);
  if (type === 'doc' || type === 'ppt') {
    if (!head.equals(CFB_SIGNATURE)) throw new DocumentFailure(`The file is damaged: it is not a readable .${type} file.`);
    return;
  }
  if (head.equals(CFB_SIGNATURE)) throw new DocumentFailure('The file is password-protected.');
  if (!head.subarray(0, 4).equals(ZIP_SIGNATURE)) throw new DocumentFailure(`The file is damaged: it is not a readable .${type} file.`);
  await checkZipLimits(filePath, limits);
}
