// Finding the programs the server runs as child processes (LibreOffice, Tesseract): a path a
// setting names, or the first of some names in a folder of PATH (absolute folders only).
import fs from 'node:fs';
import path from 'node:path';

export async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await fs.promises.access(file, fs.constants.X_OK);
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The first of `names` that is an executable file in a folder of PATH, or null. */
export async function findOnPath(names: readonly string[]): Promise<string | null> {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter((folder) => path.isAbsolute(folder));
  for (const name of names) {
    for (const folder of folders) {
      const candidate = path.join(folder, name);
      if (await isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
}
