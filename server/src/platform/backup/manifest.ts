// The first entry of every archive: what the rest holds, so a restore can check the archive
// and its target before it writes anything.
import { ArchiveFormatError } from './archive.ts';

export const MANIFEST_ENTRY = 'manifest.json';
export const FORMAT = 'lectern-backup';
export const FORMAT_VERSION = 1;

export interface ManifestTable {
  name: string;
  columns: string[];
  rows: number;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  /** Where it was taken from: the embedded database or PostgreSQL (either restores into either). */
  database: 'pglite' | 'postgres';
  /** Applied migrations, oldest first: the schema the rows belong to. */
  migrations: string[];
  /** In foreign-key order: a restore writes them in this order. */
  tables: ManifestTable[];
}

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const FILE_ENTRY_PREFIX = 'files/';
/** Files stored under paths of their own (the remotes' releases: platform/storage/file-tree.ts), by their path. */
export const TREE_ENTRY_PREFIX = 'tree/';

export function parseManifest(data: Buffer): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveFormatError('not a Lectern backup archive (unreadable manifest)');
  }
  const manifest = value as Partial<Manifest>;
  if (manifest?.format !== FORMAT) throw new ArchiveFormatError('not a Lectern backup archive (no manifest)');
  if (manifest.version !== FORMAT_VERSION) {
    throw new ArchiveFormatError(`backup format version ${String(manifest.version)} is not supported by this version of Lectern (it reads version ${FORMAT_VERSION})`);
  }
  const validTable = (t: unknown) => {
    const table = t as Partial<ManifestTable>;
    return typeof table?.name === 'string' && Array.isArray(table.columns) && table.columns.every((c) => typeof c === 'string') && Number.isInteger(table.rows);
  };
  if (!Array.isArray(manifest.migrations) || !manifest.migrations.every((m) => typeof m === 'string') || !Array.isArray(manifest.tables) || !manifest.tables.every(validTable)) {
    throw new ArchiveFormatError('not a Lectern backup archive (malformed manifest)');
  }
  return manifest as Manifest;
}
