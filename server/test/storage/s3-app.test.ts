// The whole app with STORAGE_URL naming a local S3-compatible bucket: a material's file and its
// preview go to the bucket, come back (ranges too), leave with the material, and orphans there
// are swept (sparing recent ones another server may still be committing).
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { createCast, createMaterialThroughApi, listStoredFiles, reviewThroughApi, type Cast } from '../helpers/materials.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { createFileStorage } from '../../src/platform/storage/create.ts';
import { s3ClientConfig } from '../../src/platform/storage/s3.ts';
import { sweepOrphans } from '../../src/platform/storage/sweep-orphans.ts';
import { useLocalS3 } from './local-s3.ts';

const s3 = useLocalS3();
const t = useTestApp(() => ({ STORAGE_URL: s3().url('app') }));
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

async function objectsInBucket(): Promise<string[]> {
  const client = new S3Client(s3ClientConfig(s3().config()));
  const page = await client.send(new ListObjectsCommand({ Bucket: s3().bucket, Prefix: 'app/objects/' }));
  return (page.Contents ?? []).map((object) => object.Key!.slice('app/objects/'.length)).sort();
}

test('an upload puts the file and its preview in the bucket, nothing on the disk; both come back', async () => {
  const pdf = samplePdf(3, 'Bucket notes');
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { file: { content: pdf } });
  await reviewThroughApi(t.app(), cast.moderator.session, material.id, 'approved');
  const row = await t.db().selectFrom('materials').select(['file_key', 'preview_key']).where('id', '=', material.id).executeTakeFirstOrThrow();
  expect(row.preview_key).toMatch(/^[0-9a-f]{32}$/);
  expect(await objectsInBucket()).toEqual([row.file_key, row.preview_key].sort());
  expect(listStoredFiles(t.dataDir())).toEqual([]);

  const file = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/file`, headers: cast.stranger.session.bearer });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.equals(pdf)).toBe(true);
  const range = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/file`, headers: { ...cast.stranger.session.bearer, range: 'bytes=0-7' } });
  expect(range.statusCode).toBe(206);
  expect(range.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
  expect(range.rawPayload.equals(pdf.subarray(0, 8))).toBe(true);
  const preview = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/preview`, headers: cast.stranger.session.bearer });
  expect(preview.statusCode).toBe(200);
  expect(preview.headers['content-type']).toMatch(/^image\//);
});

test('the orphan sweep removes bucket objects no row names, once they are older than the grace', async () => {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session);
  const storage = await createFileStorage({ dataDir: t.dataDir(), storage: s3().config('app') });
  const orphan = await storage.putBytes(Buffer.from('no row points here'));
  const kept = (await objectsInBucket()).filter((key) => key !== orphan);

  // Just placed: another server could be about to commit its row.
  expect(await sweepOrphans(t.db(), storage)).toEqual({ temp: 0, orphans: 0 });
  expect(await objectsInBucket()).toContain(orphan);

  expect(await sweepOrphans(t.db(), storage, { placedBefore: new Date(Date.now() + 60_000) })).toEqual({ temp: 0, orphans: 1 });
  expect(await objectsInBucket()).toEqual(kept);
  const still = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/file`, headers: cast.uploader.session.bearer });
  expect(still.statusCode).toBe(200);
});
