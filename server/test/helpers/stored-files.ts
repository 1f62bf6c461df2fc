import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import { sweepOrphans } from '../../src/platform/storage/sweep-orphans.ts';

/**
 * Every file of uploads under `${dataDir}/files`, relative to it, sorted (tmp/ and objects/ alike):
 * not the remotes' releases beside them (releases/), which a server publishes from its builds.
 */
export function listStoredFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`releases${path.sep}`))
    .sort();
}

/** Runs `act` and checks it left no row (as `countRows` counts them) and no file (stored or temp) behind. */
export async function expectLeavesNothing(dataDir: string, countRows: () => Promise<number>, act: () => Promise<void>): Promise<void> {
  const rowsBefore = await countRows();
  const filesBefore = listStoredFiles(dataDir);
  await act();
  expect(await countRows()).toBe(rowsBefore);
  expect(listStoredFiles(dataDir)).toEqual(filesBefore);
}

/** The start-up sweep finds nothing to take away (each stored file has the row that names it) and takes nothing. */
export async function expectSweepTakesNothing(db: Kysely<Database>, dataDir: string): Promise<void> {
  const before = listStoredFiles(dataDir);
  expect(await sweepOrphans(db, createLocalDiskStorage(path.join(dataDir, 'files')))).toEqual({ temp: 0, orphans: 0 });
  expect(listStoredFiles(dataDir)).toEqual(before);
}
