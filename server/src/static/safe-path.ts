import fs from 'node:fs/promises';
import path from 'node:path';

/** The file a URL path names inside root, or null when it is outside root, missing or not a file. */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  if (urlPath.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.sep}${urlPath}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  try {
    return (await fs.stat(resolved)).isFile() ? resolved : null;
  } catch {
    return null;
  }
}

export async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
