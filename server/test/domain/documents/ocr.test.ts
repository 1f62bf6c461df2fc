// OCR with Tesseract (platform/ocr/tesseract.ts) and the document job's use of it
// (domain/documents/ocr-pages.ts): found only with its English data, each image read in a child
// process killed with its group at its time limit, and a page OCR cannot read left without text
// while the job completes. The tests that read a real image skip where Tesseract is not installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Material } from '@lectern/shared-api/contract';
import sharp from 'sharp';
import { prepareDocument } from '../../../src/domain/documents/index.ts';
import { OCR_PAGE_LIMITS, readPagesByOcr } from '../../../src/domain/documents/ocr-pages.ts';
import { createOcr, findOcr, OCR_LIMITS } from '../../../src/platform/ocr/tesseract.ts';
import { createFileStorage } from '../../../src/platform/storage/create.ts';
import { createCast, jobsDone, multipart, uploadParts, type Cast, type MultipartPart } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { testConfig } from '../../helpers/test-config.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const tesseract = await findOcr({ tesseractPath: null });
if (!tesseract) console.warn('Tesseract is not installed: the OCR tests that read an image are skipped (apt-get install -y tesseract-ocr tesseract-ocr-eng)');
const testWithTesseract = tesseract ? test : test.skip;

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-ocr-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An executable shell script in the test's folder. */
function script(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

/** A Tesseract that knows English and then never finishes: writes its process id, then sleeps (as a child of its own). */
function hangingTesseract(): { program: string; pidFile: string } {
  const pidFile = path.join(dir, `hang-${Math.random().toString(36).slice(2)}.pid`);
  const program = script(
    `hang-${path.basename(pidFile, '.pid')}`,
    `if [ "$1" = "--list-langs" ]; then echo 'List of available languages (1):'; echo eng; exit 0; fi\nsleep 120 &\necho $! > '${pidFile}'\nwait`,
  );
  return { program, pidFile };
}

/** Whether `pid` still runs: a zombie (killed, not yet reaped by whoever adopted it) does not. */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    if (fs.existsSync('/proc/self')) return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function wordsImage(file: string, lines: string[]): Promise<string> {
  const text = lines.map((line, index) => `<text x="60" y="${200 + index * 160}" font-family="DejaVu Sans, sans-serif" font-size="100" font-weight="bold" fill="black">${line}</text>`).join('');
  await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="800"><rect width="100%" height="100%" fill="white"/>${text}</svg>`))
    .png()
    .toFile(file);
  return file;
}

describe('finding Tesseract', () => {
  test('a named program that is not there turns OCR off (not replaced by the one on PATH)', async () => {
    expect(await findOcr({ tesseractPath: path.join(dir, 'missing', 'tesseract') })).toBeNull();
  });

  test('a Tesseract without English data turns OCR off', async () => {
    const program = script('no-english', `if [ "$1" = "--list-langs" ]; then echo 'List of available languages (1):'; echo osd; exit 0; fi\nexit 1`);
    expect(await findOcr({ tesseractPath: program })).toBeNull();
  });
});

describe('reading one image', () => {
  testWithTesseract('the words of an image come back as its text, a line each', async () => {
    const image = await wordsImage(path.join(dir, 'words.png'), ['KIRCHHOFF', 'CURRENT LAW']);
    const outcome = await tesseract!.recognise(image);
    expect(outcome).toEqual({ text: 'KIRCHHOFF\nCURRENT LAW' });
  });

  testWithTesseract('an image that is not one fails, without throwing', async () => {
    const file = path.join(dir, 'not-an-image.png');
    fs.writeFileSync(file, 'not an image');
    expect(await tesseract!.recognise(file)).toMatchObject({ failed: 'error' });
  });

  test('a Tesseract that hangs is killed at its time limit, with what it started', async () => {
    const { program, pidFile } = hangingTesseract();
    const started = Date.now();
    const outcome = await createOcr(program, { ...OCR_LIMITS, timeoutMs: 500 }).recognise(path.join(dir, 'any.png'));
    expect(outcome).toMatchObject({ failed: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    const sleeper = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(sleeper).toBeGreaterThan(0);
    // SIGKILL is delivered at once; a moment for the kernel to finish it.
    const deadline = Date.now() + 2000;
    while (alive(sleeper) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(sleeper)).toBe(false);
  });
});

describe('the document job with an OCR that hangs', () => {
  // The app's own job (no OCR) stores the photos; the job is run again below with the hanging OCR.
  const t = useTestApp({}, { documentJobs: { policy: { retryDelaySeconds: 0 } } });
  let cast: Cast;
  beforeAll(async () => {
    cast = await createCast(t.app(), t.db());
  });

  test('each page is stopped at its time limit, left without text, and the job completes', async () => {
    // A black bar on white: not blank, so each page goes to OCR.
    const bar = await sharp({ create: { width: 400, height: 60, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 255, g: 255, b: 255 } } })
      .composite([{ input: bar, left: 100, top: 200 }])
      .jpeg()
      .toBuffer();
    const parts: MultipartPart[] = [...uploadParts({ file: null }), ...[1, 2].map((n) => ({ name: 'photos', filename: `IMG_${n}.jpg`, content: photo, contentType: 'image/jpeg' }))];
    const body = multipart(parts);
    const res = await t.app().inject({ method: 'POST', url: '/api/materials', payload: body.payload, headers: { ...body.headers, ...cast.uploader.session.bearer } });
    const material = dataOf<Material>(res, 201);
    await jobsDone(t.app());
    // Read again from the start, as a first try would.
    await t.db().updateTable('materials').set({ text_indexed_at: null, preview_status: 'pending' }).where('id', '=', material.id).execute();
    await t.db().deleteFrom('material_pages').where('material_id', '=', material.id).execute();

    const { program } = hangingTesseract();
    const warnings: string[] = [];
    const started = Date.now();
    await prepareDocument(
      {
        db: t.db(),
        storage: await createFileStorage(testConfig({ DATA_DIR: t.dataDir() })),
        office: null,
        clock: () => new Date(),
        ocr: createOcr(program, { ...OCR_LIMITS, timeoutMs: 700 }),
        ocrLimits: OCR_PAGE_LIMITS,
        log: { info: () => undefined, warn: (message) => warnings.push(message) },
      },
      material.id,
    );
    // Two pages, each stopped at 0.7 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    const stored = await t.db().selectFrom('materials').select(['preview_status', 'pages', 'preview_error', 'text_indexed_at']).where('id', '=', material.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ preview_status: 'ready', pages: 2, preview_error: null });
    expect(stored.text_indexed_at).not.toBeNull();
    expect(await t.db().selectFrom('material_pages').select('page').where('material_id', '=', material.id).execute()).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('could not read 2 of 2 pages')]);
  }, 60_000);

  test('the pages left once the total OCR time is spent are not started', async () => {
    const { program, pidFile } = hangingTesseract();
    const ocr = createOcr(program, { ...OCR_LIMITS, timeoutMs: 300 });
    const texts = ['', '', ''];
    const images = [1, 2, 3].map((page) => ({ page, file: path.join(dir, `page-${page}.png`) }));
    const outcome = await readPagesByOcr(ocr, images, texts, 1000, { ...OCR_PAGE_LIMITS, totalMs: 100 });
    // The first page is started (and stopped at 0.3 s); by then the total is spent.
    expect(outcome).toEqual({ read: 0, missed: 3 });
    expect(fs.existsSync(pidFile)).toBe(true);
    expect(texts).toEqual(['', '', '']);
  });
});
