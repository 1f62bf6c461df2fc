// A file read before this server had OCR, read again now that it has (docs/documents.md): its
// PDF (an Office file's converted one) is read as at first, without drawing its preview, and only
// its text is written. Its preview, pages, shape, status and review are left as they are, so an
// approved material stays listed all along.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { saveReadAgain } from './document-text.ts';
import { copyToTemp, readPdfText, type PdfReading } from './read-pdf.ts';

/** Reads the stored PDF under `pdfKey` again with OCR and writes its text; a no-op once another try has. */
export async function readAgainByOcr(deps: PdfReading & { db: Kysely<Database> }, materialId: string, pdfKey: string): Promise<void> {
  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lectern-document-'));
  try {
    const pdf = path.join(workDir, 'document.pdf');
    await copyToTemp(deps.storage, pdfKey, pdf);
    const { texts } = await readPdfText(deps, materialId, pdf, workDir, false);
    await saveReadAgain(deps.db, materialId, texts);
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}
