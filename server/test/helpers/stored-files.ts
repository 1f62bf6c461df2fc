import fs from 'node:fs';
import path from 'node:path';

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
