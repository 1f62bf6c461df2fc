// `npm run restore`: an archive from dump.ts back into an EMPTY database and storage. The
// target is migrated to the backup's schema (the migrations it had, no further), the rows are
// written table by table in foreign-key order in one transaction, sequences are moved past
// the restored values, the files are put back under their own keys, and only then are any
// newer migrations run, so a backup from an older build restores into a newer one.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../storage/storage.ts';
import type { FileTree } from '../storage/file-tree.ts';
import { ArchiveFormatError, readArchive, type ArchiveEntry } from './archive.ts';
import { FILE_ENTRY_PREFIX, MANIFEST_ENTRY, TREE_ENTRY_PREFIX, parseManifest, tableEntry, type Manifest, type ManifestTable } from './manifest.ts';
import { appliedMigrations, knownMigrations, migrateUpTo } from './migration-state.ts';
import { sequenceColumns, tablesInDependencyOrder } from './tables.ts';

/** The target or the archive is not one a restore may use; the message says why, in one line. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreSummary {
  tables: Array<{ name: string; rows: number }>;
  files: number;
  fileBytes: number;
  ms: number;
}

/** Rows per INSERT, and a cap on the JSON text sent at once. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

/** Refuses a database with any row in any table, or storage holding any file. */
export async function assertEmptyTarget(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const withRows: string[] = [];
  for (const table of await tablesInDependencyOrder(db)) {
    const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(table.name)}) as found`.execute(db);
    if (rows[0]?.found) withRows.push(table.name);
  }
  const problems: string[] = [];
  if (withRows.length > 0) {
    const shown = withRows.slice(0, 3).join(', ') + (withRows.length > 3 ? ` and ${withRows.length - 3} more` : '');
    problems.push(`the database has rows (${shown})`);
  }
  for await (const _key of storage.keys()) {
    problems.push('the file storage holds files');
    break;
  }
  if (problems.length > 0) {
    throw new RestoreRefusedError(`the target is not empty: ${problems.join(' and ')}; restore needs an empty DATA_DIR, or an empty database and file storage`);
  }
}

export async function restoreBackup(db: Kysely<Database>, storage: FileStorage, tree: FileTree, file: string): Promise<RestoreSummary> {
  const started = performance.now();
  await assertEmptyTarget(db, storage);

  const entries = readArchive(file);
  try {
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST_ENTRY) throw new ArchiveFormatError('not a Lectern backup archive (no manifest first)');
    const manifest = parseManifest(await readAll(first.value.body));
    await prepareSchema(db, manifest);

    const placed: string[] = [];
    let restored: Omit<RestoreSummary, 'ms'>;
    try {
      restored = await db.transaction().execute((trx) => restoreEntries(trx, { storage, tree }, manifest, entries, placed));
    } catch (error) {
      // The rows rolled back; the files put so far go too, so the target is empty again.
      for (const key of placed) await storage.delete(key).catch(() => undefined);
      await tree.removeTree(RELEASES_TREE).catch(() => undefined);
      throw error;
    }
    await migrateUpTo(db, null);
    return { ...restored, ms: Math.round(performance.now() - started) };
  } finally {
    await entries.return(undefined);
  }
}

/** Checks the backup's migrations against this build and the target, then migrates to the backup's schema. */
async function prepareSchema(db: Kysely<Database>, manifest: Manifest): Promise<void> {
  const known = new Set(await knownMigrations());
  const unknown = manifest.migrations.find((name) => !known.has(name));
  if (unknown) throw new RestoreRefusedError(`the backup comes from a newer version of Lectern (migration ${unknown} is unknown here); restore it with that version or later`);
  const inBackup = new Set(manifest.migrations);
  const ahead = (await appliedMigrations(db)).find((name) => !inBackup.has(name));
  if (ahead) throw new RestoreRefusedError(`the target database has a newer schema than the backup (migration ${ahead}); restore into an empty database`);
  await migrateUpTo(db, manifest.migrations.at(-1) ?? null);

  const tables = new Map((await tablesInDependencyOrder(db)).map((t) => [t.name, new Set(t.columns)]));
  for (const table of manifest.tables) {
    const columns = tables.get(table.name);
    const missing = columns ? table.columns.find((c) => !columns.has(c)) : undefined;
    if (!columns || missing) {
      throw new RestoreRefusedError(`the backup's table ${table.name}${missing ? ` (column ${missing})` : ''} does not match the schema its migrations build`);
    }
  }
}

/** The folder of the releases' files in the tree; a restore into an empty site may remove it whole. */
const RELEASES_TREE = 'releases';

async function restoreEntries(
  trx: Transaction<Database>,
  { storage, tree }: { storage: FileStorage; tree: FileTree },
  manifest: Manifest,
  entries: AsyncGenerator<ArchiveEntry>,
  placed: string[],
): Promise<Omit<RestoreSummary, 'ms'>> {
  const byEntry = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
  const counts = new Map<string, number>();
  let fileBytes = 0;
  let treeFiles = 0;
  for await (const entry of entries) {
    const table = byEntry.get(entry.name);
    if (table) {
      counts.set(table.name, await insertRows(trx, table, entry.body));
    } else if (entry.name.startsWith(FILE_ENTRY_PREFIX)) {
      const key = entry.name.slice(FILE_ENTRY_PREFIX.length);
      await storage.putAt(key, entry.body);
      placed.push(key);
      fileBytes += entry.size;
    } else if (entry.name.startsWith(TREE_ENTRY_PREFIX)) {
      // A release's file, under its own path (isSafeTreePath is checked by the tree).
      await tree.put(entry.name.slice(TREE_ENTRY_PREFIX.length), entry.body, entry.size);
      treeFiles += 1;
      fileBytes += entry.size;
    }
    // Anything else is left alone: a later format may add entries an older reader can skip.
  }
  for (const table of manifest.tables) {
    const rows = counts.get(table.name) ?? 0;
    if (rows !== table.rows) throw new ArchiveFormatError(`the archive is damaged: ${table.name} has ${rows} rows, the manifest says ${table.rows}`);
  }
  for (const { table, column } of await sequenceColumns(trx)) {
    await sql`select setval(pg_get_serial_sequence(${sql.lit(`"${table.replaceAll('"', '""')}"`)}, ${sql.lit(column)}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
  return { tables: manifest.tables.map(({ name, rows }) => ({ name, rows })), files: placed.length + treeFiles, fileBytes };
}

/** Writes the JSON lines of one table in batches; returns how many rows. */
async function insertRows(trx: Transaction<Database>, table: ManifestTable, body: Readable): Promise<number> {
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // The lines are PostgreSQL's own JSON of each row; it reads them back with the column types.
    await sql`insert into ${sql.table(table.name)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table.name)}, ${`[${batch.join(',')}]`}::json)`.execute(trx);
    count += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const line of jsonLines(body)) {
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return count;
}

async function* jsonLines(body: Readable): AsyncGenerator<string> {
  let rest = '';
  body.setEncoding('utf8');
  for await (const chunk of body as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const line of parts) if (line) yield line;
  }
  if (rest) yield rest;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
