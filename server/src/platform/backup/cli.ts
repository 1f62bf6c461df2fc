// `npm run backup -- <file>` and `npm run restore -- <file>`. The database, DATA_DIR and
// storage come from the same environment the server reads (loadConfig). What is printed:
// the archive, its size, row and file counts and the time taken; never a URL with its
// password, a hash or a token.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type AppDatabase } from '../db/connect.ts';
import { StartupError } from '../errors.ts';
import { createFileStorage, createFileTree } from '../storage/create.ts';
import { ArchiveFormatError } from './archive.ts';
import { askServerForBackup, serverListening } from './control-socket.ts';
import { createBackup } from './dump.ts';
import { processesHolding } from './embedded-guard.ts';
import { RestoreRefusedError, restoreBackup } from './restore.ts';

/** A problem the operator fixes: printed as one line, exit code 1. */
class UsageError extends Error {}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const formatMs = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

function formatRows(tables: Array<{ name: string; rows: number }>): string {
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  const listed = tables.filter((t) => t.rows > 0).map((t) => `${t.name} ${t.rows}`);
  return `${total} rows (${listed.join(', ') || 'none'})`;
}

function describeDatabase(config: Config): string {
  return config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
}

/** Ids of the processes (the server?) that hold the embedded database open; none with DATABASE_URL. */
function embeddedHolders(config: Config): number[] {
  return config.databaseUrl ? [] : processesHolding(path.join(config.dataDir, 'db'));
}

function embeddedInUse(config: Config, holders: number[], what: string): UsageError {
  return new UsageError(
    `the embedded database in ${config.dataDir} is open in process ${holders.join(', ')} (the server?); the embedded database serves one process, ${what}`,
  );
}

async function withTarget<T>(config: Config, run: (database: AppDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function backup(config: Config, file: string): Promise<void> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    throw new UsageError(`there is no embedded database in ${config.dataDir}; set DATA_DIR to the site's folder, or DATABASE_URL`);
  }
  // The server, when it runs on the embedded database, has it open: it writes the archive itself.
  let summary = config.databaseUrl ? null : await askServerForBackup(config.dataDir, file);
  const writer = summary ? ' by the running server' : '';
  if (!summary) {
    const holders = embeddedHolders(config);
    if (holders.length > 0) throw embeddedInUse(config, holders, 'and it does not answer on DATA_DIR/control.sock: stop it to back up');
    const storage = await createFileStorage(config);
    const tree = await createFileTree(config);
    summary = await withTarget(config, (database) => createBackup(database.db, database.kind, storage, tree, file));
  }
  console.log(`Backup of ${describeDatabase(config)} written to ${summary.file}${writer}: ${formatBytes(summary.bytes)} in ${formatMs(summary.ms)}`);
  console.log(`  ${formatRows(summary.tables)}`);
  console.log(`  ${summary.files} stored files (${formatBytes(summary.fileBytes)} before compression)`);
}

async function restore(config: Config, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new UsageError(`no archive at ${file}`);
  const holders = embeddedHolders(config);
  if (holders.length > 0) throw embeddedInUse(config, holders, 'so stop it before the restore');
  if (!config.databaseUrl && (await serverListening(config.dataDir))) {
    throw new UsageError(`a server is running on ${config.dataDir} (it answers on DATA_DIR/control.sock); stop it before the restore`);
  }
  const started = performance.now();
  const storage = await createFileStorage(config);
  const tree = await createFileTree(config);
  const summary = await withTarget(config, (database) => restoreBackup(database.db, storage, tree, file));
  const total = Math.round(performance.now() - started);
  console.log(`Restored ${file} into ${describeDatabase(config)} in ${formatMs(summary.ms)} (${formatMs(total)} with opening and closing the database)`);
  console.log(`  ${formatRows(summary.tables)}`);
  console.log(`  ${summary.files} stored files (${formatBytes(summary.fileBytes)})`);
}

async function main(argv: string[]): Promise<void> {
  const [command, file, ...extra] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file || extra.length > 0) {
    throw new UsageError('usage: npm run backup -- <file.tar.gz>  |  npm run restore -- <file.tar.gz>');
  }
  // npm runs scripts from the repository root; a relative path means where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  if (command === 'backup') await backup(config, target);
  else await restore(config, target);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const command = process.argv[2] === 'restore' ? 'restore' : 'backup';
  if (error instanceof StartupError) console.error(error.message);
  else if (error instanceof UsageError || error instanceof RestoreRefusedError || error instanceof ArchiveFormatError) console.error(`${command}: ${error.message}`);
  else console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
