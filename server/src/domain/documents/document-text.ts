// A material's text as search sees it (docs/documents.md): each page's text in material_pages
// (for the snippet and its page), and all of it as weight-D lexemes in body_vector, which the
// generated search_vector joins to the title (A), tags (B) and description (C).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** What a finished preparation writes; null fields leave the row's value as it is. */
export interface PreparedDocument {
  pages: number;
  /** Page 1's height / width as a reader sees it: the viewer's box before pdf.js draws it. */
  pageAspect: number | null;
  previewKey: string | null;
  readKey: string | null;
  texts: string[];
  /** Pages without text were left for a server with OCR (read-pdf.ts). */
  ocrPending: boolean;
}

/**
 * Writes a preparation's outcome once: false when the material is gone or another try already
 * finished it (a try that outlived its timeout), in which case the caller removes what it stored.
 */
export async function saveDocument(db: Kysely<Database>, materialId: string, document: PreparedDocument, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('materials')
      .set({
        pages: document.pages,
        page_aspect: document.pageAspect,
        preview_key: sql<string | null>`coalesce(preview_key, ${document.previewKey})`,
        read_key: document.readKey,
        body_vector: bodyVector(document.texts),
        preview_status: 'ready',
        preview_error: null,
        text_indexed_at: now,
        ocr_pending: document.ocrPending,
      })
      .where('id', '=', materialId)
      .where('text_indexed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await insertPages(trx, materialId, document.texts);
    return true;
  });
}

/**
 * Writes the text of a material read again by OCR (read-again.ts): its pages and body, and the
 * flag cleared; nothing else of the row. False when the flag was already cleared (another try
 * finished first).
 */
export async function saveReadAgain(db: Kysely<Database>, materialId: string, texts: string[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('materials')
      .set({ body_vector: bodyVector(texts), ocr_pending: false })
      .where('id', '=', materialId)
      .where('ocr_pending', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await trx.deleteFrom('material_pages').where('material_id', '=', materialId).execute();
    await insertPages(trx, materialId, texts);
    return true;
  });
}

function bodyVector(texts: string[]) {
  return sql<string>`setweight(to_tsvector('english', ${texts.join('\n')}), 'D')`;
}

async function insertPages(trx: Transaction<Database>, materialId: string, texts: string[]): Promise<void> {
  const rows = texts.map((body, index) => ({ material_id: materialId, page: index + 1, body })).filter((row) => row.body.length > 0);
  // In pieces: a 500-page document is one statement of a bounded size each time.
  for (let start = 0; start < rows.length; start += 100) {
    await trx.insertInto('material_pages').values(rows.slice(start, start + 100)).onConflict((c) => c.doNothing()).execute();
  }
}
