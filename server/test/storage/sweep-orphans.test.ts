import path from 'node:path';
import { Readable } from 'node:stream';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import { sweepOrphans } from '../../src/platform/storage/sweep-orphans.ts';
import { createCast, createMaterialThroughApi } from '../helpers/materials.ts';
import { listStoredFiles } from '../helpers/stored-files.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

test('at start, temp files and stored files without a row go; files of materials stay', async () => {
  const { uploader } = await createCast(t.app(), t.db());
  const material = await createMaterialThroughApi(t.app(), uploader.session);
  const kept = listStoredFiles(t.dataDir());
  expect(kept).toHaveLength(2); // the PDF and its preview

  // What a crash would leave: an unfinished upload, and a file moved into place whose row never came.
  const storage = createLocalDiskStorage(path.join(t.dataDir(), 'files'));
  await storage.receive(Readable.from([Buffer.from('half an upl')]), 1000);
  const orphan = await storage.putBytes(Buffer.from('no row points here'));
  expect(listStoredFiles(t.dataDir())).toHaveLength(4);

  expect(await sweepOrphans(t.db(), storage)).toEqual({ temp: 1, orphans: 1 });
  expect(listStoredFiles(t.dataDir())).toEqual(kept);
  expect(listStoredFiles(t.dataDir()).some((file) => file.endsWith(orphan))).toBe(false);
  const stillThere = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/file`, headers: uploader.session.bearer });
  expect(stillThere.statusCode).toBe(200);
});
