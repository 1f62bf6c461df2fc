// Files read before OCR was installed are read again once it is (docs/documents.md, "Text in
// photos and scans"). A scanned page read by a server without Tesseract has no text and its
// material is flagged; the next start of a server with OCR queues it, the same job reads its
// pages again, and the words on them are found with their page, the material staying as it was.
// A page OCR itself failed on is not flagged, so it is never read again. Servers are restarted
// on one database; OCR is a stand-in (the real Tesseract is the slow tier's: photos-ocr.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { buildApp } from '../../../src/app.ts';
import { queuePendingDocuments } from '../../../src/domain/documents/index.ts';
import { createMemoryQueue } from '../../../src/platform/jobs/memory-queue.ts';
import type { Ocr, OcrOutcome } from '../../../src/platform/ocr/tesseract.ts';
import { createFileStorage } from '../../../src/platform/storage/create.ts';
import { createCast, createMaterialThroughApi, jobsDone, setReviewStatus, type Cast } from '../../helpers/materials.ts';
import { getList, pageOf, uniqueWord } from '../../helpers/material-rows.ts';
import { testConfig } from '../../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../../helpers/test-database.ts';

/** An OCR that answers `outcome` for every image, and counts the images it was given. */
function standInOcr(outcome: OcrOutcome): Ocr & { images: string[] } {
  const images: string[] = [];
  return {
    images,
    recognise: async (image) => {
      images.push(image);
      return outcome;
    },
  };
}

interface Server {
  app: FastifyInstance;
  /** The keys (materials) of the document jobs queued, in order. */
  queued: string[];
  /** Resolves at the first document job queued. */
  firstQueued: Promise<void>;
}

let testDatabase: TestDatabase;
let dataDir = '';
const running = new Set<FastifyInstance>();

/** A server as main.ts starts one (the stored files waiting are queued once it is ready), on the shared database and files. */
async function start(ocr: Ocr | null): Promise<Server> {
  const jobs = createMemoryQueue({ error: () => undefined });
  const queued: string[] = [];
  let sent: () => void = () => undefined;
  const firstQueued = new Promise<void>((resolve) => (sent = resolve));
  const sendMany = jobs.sendMany.bind(jobs);
  jobs.sendMany = async (name, list) => {
    await sendMany(name, list);
    // The job's key: the material, so that it waits in the queue once.
    queued.push(...list.map((job) => String(job.key)));
    sent();
  };
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, RATE_LIMIT_AUTH: '1000' }), testDatabase.database, {
    jobs,
    office: null,
    ocr,
    queuePendingDocuments: true,
    documentJobs: { policy: { retryDelaySeconds: 0 } },
  });
  running.add(app);
  await app.ready();
  return { app, queued, firstQueued };
}

/** Stops a server; its start-up queueing has finished when this returns. */
async function stop(server: Server): Promise<void> {
  await jobsDone(server.app);
  await server.app.close();
  running.delete(server.app);
}

/** A two-page PDF: page 1 typed (`typed`), page 2 a scan (a picture of a page: a dark bar on white, no text for pdf.js). */
async function scannedPdf(typed: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText(typed, { x: 50, y: 780, size: 16, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const bar = await sharp({ create: { width: 400, height: 60, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .composite([{ input: bar, left: 100, top: 200 }])
    .jpeg()
    .toBuffer();
  pdf.addPage([400, 300]).drawImage(await pdf.embedJpg(picture), { x: 0, y: 0, width: 400, height: 300 });
  return Buffer.from(await pdf.save());
}

async function uploadScan(server: Server, cast: Cast, typed: string): Promise<string> {
  const material = await createMaterialThroughApi(server.app, cast.uploader.session, { file: { content: await scannedPdf(typed), filename: 'scan.pdf' } });
  await setReviewStatus(testDatabase.database.db, material.id, 'approved');
  return material.id;
}

/** The material's whole row but its text (the body, the search vector made from it, and the flag). */
async function rowBesidesText(id: string) {
  const row = await testDatabase.database.db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const { body_vector: _body, search_vector: _search, ocr_pending: _flag, ...rest } = row;
  return rest;
}

const flagOf = async (id: string) => (await testDatabase.database.db.selectFrom('materials').select('ocr_pending').where('id', '=', id).executeTakeFirstOrThrow()).ocr_pending;

const pagesOf = (id: string) => testDatabase.database.db.selectFrom('material_pages').select(['page', 'body']).where('material_id', '=', id).orderBy('page').execute();

async function search(server: Server, cast: Cast, word: string) {
  return pageOf(await getList(server.app, cast.stranger, '/api/materials', { query: word })).data;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-test-'));
  testDatabase = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  for (const app of running) await app.close();
  await testDatabase?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a scan read without OCR is read again by the first start with OCR; one OCR failed on is not', async () => {
  const word = uniqueWord();
  // Tesseract was there but could not read the page (stopped at its time limit): not flagged.
  const failing = await start(standInOcr({ failed: 'timeout', detail: 'stopped after 30000 ms' }));
  const cast = await createCast(failing.app, testDatabase.database.db);
  const triedByOcr = await uploadScan(failing, cast, 'Thevenin equivalent circuits');
  expect(await flagOf(triedByOcr)).toBe(false);
  await stop(failing);

  // A server without Tesseract: the scanned page has no text, the material is flagged.
  const withoutOcr = await start(null);
  const scan = await uploadScan(withoutOcr, cast, 'Nodal analysis worked examples');
  const unreadable = await uploadScan(withoutOcr, cast, 'Mesh analysis worked examples');
  expect(await flagOf(scan)).toBe(true);
  expect(await pagesOf(scan)).toEqual([{ page: 1, body: 'Nodal analysis worked examples' }]);
  expect((await search(withoutOcr, cast, 'nodal')).map((m) => m.id)).toContain(scan);
  expect((await search(withoutOcr, cast, word)).map((m) => m.id)).not.toContain(scan);
  await stop(withoutOcr);

  // Started again without it: nothing is queued, the flag stays.
  const stillWithout = await start(null);
  await stop(stillWithout);
  expect(stillWithout.queued).toEqual([]);
  expect(await flagOf(scan)).toBe(true);

  // One flagged file is gone from storage: reading it again fails, and it is given up, not tried at every start.
  const { file_key } = await testDatabase.database.db.selectFrom('materials').select('file_key').where('id', '=', unreadable).executeTakeFirstOrThrow();
  const storage = await createFileStorage(testConfig({ DATA_DIR: dataDir }));
  await storage.delete(file_key!);
  const before = { scan: await rowBesidesText(scan), unreadable: await rowBesidesText(unreadable), triedByOcr: await rowBesidesText(triedByOcr) };

  // Tesseract installed: the first start queues the flagged materials, and only them.
  const ocr = standInOcr({ text: `Superposition ${word}` });
  const withOcr = await start(ocr);
  await withOcr.firstQueued;
  await jobsDone(withOcr.app);
  expect(withOcr.queued).toEqual([scan, unreadable]);
  // The scanned page alone (page 1 has its text; the other material's file is gone).
  expect(ocr.images).toHaveLength(1);

  expect(await pagesOf(scan)).toEqual([
    { page: 1, body: 'Nodal analysis worked examples' },
    { page: 2, body: `Superposition ${word}` },
  ]);
  const found = (await search(withOcr, cast, word)).find((m) => m.id === scan);
  expect(found?.snippet?.page).toBe(2);
  expect(found!.snippet!.marks.map((mark) => found!.snippet!.text.slice(mark.start, mark.end))).toContain(word);
  expect((await search(withOcr, cast, 'nodal')).map((m) => m.id)).toContain(scan);
  expect(await flagOf(scan)).toBe(false);
  // Still approved, ready, with the same preview, pages and everything else: only its text changed.
  expect(await rowBesidesText(scan)).toEqual(before.scan);
  expect(before.scan).toMatchObject({ review_status: 'approved', preview_status: 'ready', pages: 2, preview_error: null });

  expect(await flagOf(unreadable)).toBe(false);
  expect(await rowBesidesText(unreadable)).toEqual(before.unreadable);
  expect(await rowBesidesText(triedByOcr)).toEqual(before.triedByOcr);
  expect(await pagesOf(triedByOcr)).toEqual([{ page: 1, body: 'Thevenin equivalent circuits' }]);

  // The next start queues none of them again.
  expect(await queuePendingDocuments(testDatabase.database.db, withOcr.app.jobs, { officeOn: false, ocrOn: true })).toBe(0);
  await stop(withOcr);
}, 90_000);
