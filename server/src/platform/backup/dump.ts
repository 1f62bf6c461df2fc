// `npm run backup`: one archive of the database and the stored files, taken while the site
// runs. The rows are read in one REPEATABLE READ, read-only transaction (one snapshot: no
// half-finished change of any table is seen), each table through a cursor into a JSON-lines
// file, in foreign-key order. Each line is the row as PostgreSQL writes it with to_jsonb, so
// numbers, timestamps, dates, arrays and jsonb come back exactly through
// json_populate_recordset, on the embedded database and on PostgreSQL alike.
//
// Files are copied after the snapshot, through FileStorage. Stored files are never changed
// (a key names one content for ever), so a file copied later is the file the rows meant; one
// deleted in between (its row went after the snapshot) would leave a row without its file, so
// every key the snapshot's rows name must be in the archive, or the whole backup is taken again.
// The remotes' releases are files under paths of their own (FileTree): each release the snapshot
// still keeps (not pruned) has its files copied by the paths its row lists, with the same rule.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { FileTree } from '../storage/file-tree.ts';
import { createArchiveWriter } from './archive.ts';
import { FILE_ENTRY_PREFIX, FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, TREE_ENTRY_PREFIX, tableEntry, type Manifest, type ManifestTable } from './manifest.ts';
import { appliedMigrations } from './migration-state.ts';
import { tablesInDependencyOrder, type TableInfo } from './tables.ts';

/**
 * Columns that hold storage keys. The orphan sweep (storage/sweep-orphans.ts) knows the same
 * list; a column missing here is still backed up (every stored file is), only not checked.
 */
const FILE_KEY_COLUMNS: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'materials', column: 'file_key' },
  { table: 'materials', column: 'preview_key' },
  { table: 'materials', column: 'read_key' },
  { table: 'blogs', column: 'heading_image_key' },
  { table: 'announcements', column: 'image_key' },
];

const FETCH_ROWS = 500;
const ATTEMPTS = 3;

export interface BackupSummary {
  file: string;
  /** Size of the archive on disk (gzip). */
  bytes: number;
  tables: Array<{ name: string; rows: number }>;
  files: number;
  /** Bytes of stored files before compression. */
  fileBytes: number;
  ms: number;
}

class FileVanishedError extends Error {
  override name = 'FileVanishedError';
}

export async function createBackup(
  db: Kysely<Database>,
  kind: Manifest['database'],
  storage: FileStorage,
  tree: FileTree,
  file: string,
): Promise<BackupSummary> {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const summary = await attemptBackup(db, kind, storage, tree, path.resolve(file));
      return { ...summary, ms: Math.round(performance.now() - started) };
    } catch (error) {
      // A file deleted between the snapshot and its copy: a new snapshot no longer names it.
      if (error instanceof FileVanishedError && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}

interface Snapshot {
  manifest: Manifest;
  referencedKeys: Set<string>;
  /** The paths of the files of every release the snapshot keeps (FileTree). */
  treeFiles: string[];
}

async function attemptBackup(db: Kysely<Database>, kind: Manifest['database'], storage: FileStorage, tree: FileTree, file: string): Promise<Omit<BackupSummary, 'ms'>> {
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lectern-backup-'));
  try {
    const snapshot = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => readSnapshot(trx, kind, staging));

    const writer = createArchiveWriter(file);
    try {
      await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(snapshot.manifest, null, 2)));
      for (const table of snapshot.manifest.tables) {
        const staged = path.join(staging, `${table.name}.jsonl`);
        const { size } = await fs.promises.stat(staged);
        await writer.addStream(tableEntry(table.name), size, fs.createReadStream(staged));
      }
      const archived = new Set<string>();
      let fileBytes = 0;
      for await (const key of storage.keys()) {
        const stored = await storage.get(key);
        if (!stored) continue; // deleted since it was listed
        await writer.addStream(`${FILE_ENTRY_PREFIX}${key}`, stored.size, stored.stream);
        archived.add(key);
        fileBytes += stored.size;
      }
      const missing = [...snapshot.referencedKeys].filter((key) => !archived.has(key));
      if (missing.length > 0) throw new FileVanishedError(`${missing.length} stored file(s) named by rows disappeared during the backup`);
      for (const treePath of snapshot.treeFiles) {
        const stored = await tree.get(treePath);
        // A release whose files were deleted after the snapshot (the retention job): take it again.
        if (!stored) throw new FileVanishedError(`a release's file (${treePath}) disappeared during the backup`);
        await writer.addStream(`${TREE_ENTRY_PREFIX}${treePath}`, stored.size, stored.stream);
        archived.add(treePath);
        fileBytes += stored.size;
      }
      const bytes = await writer.finish();
      return {
        file,
        bytes,
        tables: snapshot.manifest.tables.map(({ name, rows }) => ({ name, rows })),
        files: archived.size,
        fileBytes,
      };
    } catch (error) {
      await writer.abort();
      throw error;
    }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

async function readSnapshot(trx: Transaction<Database>, kind: Manifest['database'], staging: string): Promise<Snapshot> {
  const migrations = await appliedMigrations(trx);
  const tables = await tablesInDependencyOrder(trx);
  const manifestTables: ManifestTable[] = [];
  for (const table of tables) {
    const rows = await dumpTable(trx, table, path.join(staging, `${table.name}.jsonl`));
    manifestTables.push({ name: table.name, columns: table.columns, rows });
  }
  const referencedKeys = new Set<string>();
  for (const { table, column } of FILE_KEY_COLUMNS) {
    if (!tables.some((t) => t.name === table && t.columns.includes(column))) continue;
    const { rows } = await sql<{ key: string }>`
      select distinct ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(trx);
    for (const row of rows) referencedKeys.add(row.key);
  }
  // Where a release's files are: releasePrefix in domain/releases (platform/ knows no domain, only the table).
  const treeFiles: string[] = [];
  if (tables.some((t) => t.name === 'releases')) {
    const { rows } = await sql<{ id: string; remote: string; files: Array<[string, number]> }>`
      select id, remote, files from releases where pruned_at is null`.execute(trx);
    for (const row of rows) for (const [file] of row.files) treeFiles.push(`releases/${row.remote}/${row.id}/${file}`);
  }
  return {
    manifest: { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), database: kind, migrations, tables: manifestTables },
    referencedKeys,
    treeFiles,
  };
}

/** Writes every row of `table` as one JSON line; returns how many. */
async function dumpTable(trx: Transaction<Database>, table: TableInfo, target: string): Promise<number> {
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    if (table.columns.length === 0) return;
    const columns = sql.join(table.columns.map((c) => sql.ref(c)));
    await sql`declare lectern_backup no scroll cursor for
      select to_jsonb(r)::text as line from (select ${columns} from ${sql.table(table.name)}) r`.execute(trx);
    for (;;) {
      const { rows } = await sql<{ line: string }>`fetch forward ${sql.raw(String(FETCH_ROWS))} from lectern_backup`.execute(trx);
      if (rows.length === 0) break;
      count += rows.length;
      yield rows.map((r) => `${r.line}\n`).join('');
    }
    await sql`close lectern_backup`.execute(trx);
  }
  await pipeline(Readable.from(lines()), fs.createWriteStream(target, { mode: 0o600 }));
  return count;
}
