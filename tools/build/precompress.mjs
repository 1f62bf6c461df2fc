// Brotli and gzip copies of every text asset, written next to it once per build, so the
// server sends compressed bytes without compressing per request (docs/architecture.md §8).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT_ASSET = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT_ASSET.test(entry.name)) yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to one text file (brotli at its best quality: paid once, at build time). */
export async function precompressFile(file) {
  const content = await readFile(file);
  await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((out) => writeFile(`${file}.br`, out)),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }).then((out) => writeFile(`${file}.gz`, out)),
  ]);
}

/** Compresses the text files under `dir`. */
export async function precompressFolder(dir) {
  const jobs = [];
  for await (const file of textFiles(dir)) jobs.push(precompressFile(file));
  await Promise.all(jobs);
}

/** Runs after the build has written its files (the manifest included), production only. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', () => precompressFolder(compiler.options.output.path));
  }
}
