// How much disk the documents' text takes (docs/documents.md, "Scale": print the data's and its index's
// size): the two tables whole (heap, TOAST and indexes), and each index on them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';

export interface DocumentSizes {
  tables: Array<{ name: string; total: number; heap: number; toast: number; indexes: number }>;
  indexes: Array<{ table: string; name: string; method: string; bytes: number }>;
  database: number;
}

export async function documentSizes(db: Kysely<Database>): Promise<DocumentSizes> {
  const tables = await sql<{ name: string; total: string; heap: string; toast: string; indexes: string }>`select c.relname as name,
      pg_total_relation_size(c.oid) as total, pg_relation_size(c.oid) as heap,
      coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) as toast, pg_indexes_size(c.oid) as indexes
    from pg_class c where c.relname in ('materials', 'material_pages') and c.relkind = 'r' order by c.relname`.execute(db);
  const indexes = await sql<{ table: string; name: string; method: string; bytes: string }>`select t.relname as table, i.relname as name,
      am.amname as method, pg_relation_size(i.oid) as bytes
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_am am on am.oid = i.relam
    where t.relname in ('materials', 'material_pages') order by t.relname, pg_relation_size(i.oid) desc`.execute(db);
  const database = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db);
  return {
    tables: tables.rows.map((row) => ({ name: row.name, total: Number(row.total), heap: Number(row.heap), toast: Number(row.toast), indexes: Number(row.indexes) })),
    indexes: indexes.rows.map((row) => ({ ...row, bytes: Number(row.bytes) })),
    database: Number(database.rows[0]!.bytes),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(7)} MB`;

export function sizeLines(sizes: DocumentSizes): string[] {
  return [
    `database ${mb(sizes.database)}`,
    ...sizes.tables.map((t) => `table ${t.name.padEnd(16)} total ${mb(t.total)}  (heap ${mb(t.heap)}, TOAST ${mb(t.toast)}, indexes ${mb(t.indexes)})`),
    ...sizes.indexes.map((i) => `  index ${i.name.padEnd(36)} ${i.method.padEnd(6)} ${mb(i.bytes)}`),
  ];
}
