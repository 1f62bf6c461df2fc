// A published .tar.gz unpacked into a folder, in a child process with a time and a heap limit
// (unpack-child.mjs): its entries are checked before anything is written, and an archive with an
// unsafe entry or past the limits is refused with the reason, leaving nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEDERATION_MANIFEST_FILE } from '@lectern/build/artifacts';
import { RELEASE_LIMITS, RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import { runChildTask, type ChildTaskLimits } from '../../../platform/child-task.ts';
import { ReleaseRefusedError } from '../release-build.ts';

const CHILD = fileURLToPath(new URL('./unpack-child.mjs', import.meta.url));

/** Unpacking 50 MB of gzip takes about a second here; a minute is a stalled or hostile archive. */
export const UNPACK_LIMITS: ChildTaskLimits = { timeoutMs: 60_000, heapMb: 256 };

type ChildAnswer = { files: string } | { refused: { unsafe?: string; tooManyFiles?: boolean; tooLarge?: boolean } } | { unreadable: string };

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function isGzip(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer.equals(GZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The build's folder inside what was unpacked: the top, or its one folder (an archive of `dist/`). */
function buildRoot(dest: string): string {
  if (fs.existsSync(path.join(dest, FEDERATION_MANIFEST_FILE))) return dest;
  const entries = fs.readdirSync(dest, { withFileTypes: true });
  const only = entries.length === 1 && entries[0]!.isDirectory() ? path.join(dest, entries[0]!.name) : null;
  return only && fs.existsSync(path.join(only, FEDERATION_MANIFEST_FILE)) ? only : dest;
}

/** Unpacks `archive` into the empty folder `dest`; answers the build's folder inside it. */
export async function unpackArchive(archive: string, dest: string, limits: ChildTaskLimits = UNPACK_LIMITS): Promise<string> {
  if (!(await isGzip(archive))) throw new ReleaseRefusedError(M.archiveNotGzip);
  const outcome = await runChildTask<ChildAnswer>(
    CHILD,
    { archive, dest, limits: { maxFiles: RELEASE_LIMITS.maxFiles, maxUnpackedBytes: RELEASE_LIMITS.maxUnpackedBytes } },
    limits,
  );
  if (!('answer' in outcome)) throw new ReleaseRefusedError(M.archiveUnreadable);
  const { answer } = outcome;
  if ('refused' in answer) {
    const { unsafe, tooManyFiles } = answer.refused;
    throw new ReleaseRefusedError(unsafe !== undefined ? M.archiveUnsafeEntry(unsafe) : tooManyFiles ? M.archiveTooManyFiles : M.archiveTooLargeUnpacked);
  }
  if ('unreadable' in answer) throw new ReleaseRefusedError(M.archiveUnreadable);
  return buildRoot(dest);
}
