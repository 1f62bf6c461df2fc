// The build folder as the HTTP API takes it: a .tar.gz of its entries relative to the folder,
// portable (no owner, no local user or group names), in a temp file so it is streamed, not held.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

export interface PackedFolder {
  file: string;
  bytes: number;
  remove(): Promise<void>;
}

export async function packFolder(dir: string): Promise<PackedFolder> {
  const tmp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lectern-release-'));
  const file = path.join(tmp, 'build.tar.gz');
  const remove = () => fs.promises.rm(tmp, { recursive: true, force: true });
  try {
    // Links are packed as links, not followed: the server refuses them, naming the entry.
    await tar.c({ gzip: true, portable: true, cwd: dir, file }, await fs.promises.readdir(dir));
    return { file, bytes: (await fs.promises.stat(file)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
