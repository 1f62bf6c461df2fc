// A fresh temp folder for each test, removed after it, with the two things file tests put in it:
// an empty folder for one job to work in, and an input file written from bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function useScratchFolder(prefix: string) {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  return {
    /** This test's folder. */
    root: () => root,
    /** A new empty folder in it, as a conversion job makes one. */
    workDir(name = 'work'): string {
      const dir = path.join(root, name);
      fs.mkdirSync(dir);
      return dir;
    },
    /** `bytes` written to `name` in it; the file's path. */
    inputFile(name: string, bytes: Buffer): string {
      const file = path.join(root, name);
      fs.writeFileSync(file, bytes);
      return file;
    },
  };
}
