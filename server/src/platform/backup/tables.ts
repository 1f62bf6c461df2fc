// What a logical dump needs to know about the schema, read from the catalog rather than
// listed by hand, so a table added by a later migration is backed up without touching this
// code: the tables of the current schema in foreign-key order, their insertable columns
// (generated columns are left to the database), and the columns fed by sequences.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Kysely's own bookkeeping: the migration state is saved by name, not as rows. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface TableInfo {
  name: string;
  /** Columns a row is written with, in table order (generated columns excluded). */
  columns: string[];
}

/** The schema the app's unqualified table names resolve to ('public' unless search_path says otherwise). */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/** Every base table of the current schema, parents before children (foreign keys). */
export async function tablesInDependencyOrder(db: Kysely<Database>): Promise<TableInfo[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const names = tables.map((t) => t.name).filter((name) => !MIGRATION_TABLES.has(name));

  const { rows: columns } = await sql<{ table: string; column: string; generated: string }>`
    select table_name as "table", column_name as "column", is_generated as generated
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const columnsOf = new Map<string, string[]>();
  for (const c of columns) {
    if (c.generated === 'ALWAYS') continue;
    columnsOf.set(c.table, [...(columnsOf.get(c.table) ?? []), c.column]);
  }

  const { rows: references } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set<string>()]));
  // A table referring to itself is written in one statement per batch; PostgreSQL checks
  // such keys at the end of each statement. No table does so today.
  for (const r of references) if (r.child !== r.parent) parents.get(r.child)?.add(r.parent);

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p) || !parents.has(p)));
    if (ready.length === 0) {
      throw new Error(`foreign keys form a cycle among ${names.filter((n) => !placed.has(n)).join(', ')}; a logical backup cannot order them`);
    }
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered.map((name) => ({ name, columns: columnsOf.get(name) ?? [] }));
}

/** Columns whose default takes the next value of a sequence (serial or identity). */
export async function sequenceColumns(db: Kysely<Database>): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = current_schema()
      and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(db);
  return rows.filter((r) => !MIGRATION_TABLES.has(r.table));
}
