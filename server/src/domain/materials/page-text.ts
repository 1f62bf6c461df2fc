// A material's text as the reader's text view shows it: each page's text as the document job
// stored it in material_pages (docs/documents.md), in page order. Who may read it is decided
// by the caller with the same check as the in-page file (pageTextAccess below).
import type { Kysely } from 'kysely';
import type { MaterialPageText } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';
import { fileAccess } from './material-access.ts';
import type { OpenableRow } from './material-lookup.ts';
import { readable } from './material-read.ts';

/**
 * The text is a reading of the in-page view, so it is allowed exactly when GET /file?inline=1 is:
 * on a material the viewer may open (findOpenable), a PDF or a converted Office file by the
 * preview rule (View Only included); an Office file with no converted PDF has no in-page view,
 * its inline call is a download, and so its text follows the download rule.
 */
export function pageTextAllowed(viewer: Viewer, row: OpenableRow): boolean {
  const access = fileAccess(viewer, row);
  return readable(row) ? access.preview : access.download;
}

/** Every page's text of one material, page 1 first; empty when none was extracted. */
export async function pageTexts(db: Kysely<Database>, materialId: string): Promise<MaterialPageText[]> {
  const rows = await db
    .selectFrom('material_pages')
    .select(['page', 'body'])
    .where('material_id', '=', materialId)
    .orderBy('page')
    .execute();
  return rows.map((row) => ({ page: row.page, text: row.body }));
}
