import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '../../src/static/cache-control.ts';
import { buildFileOptions } from '../../src/static/file-headers.ts';

// A build file sent the way one-origin.ts sends it (@fastify/static's sendFile with the
// builds' precompressed copies), with the options of file-headers.ts.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-file-headers-'));
const CHUNK = `/* ${'a start-up chunk '.repeat(100)} */`;
for (const name of ['startup.0123456789.js', 'remoteEntry.js']) {
  fs.writeFileSync(path.join(root, name), CHUNK);
  fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(CHUNK));
}

const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });
  app.get<{ Params: { file: string } }>('/:file', (request, reply) => {
    const file = path.join(root, request.params.file);
    reply.header('cache-control', cacheControlFor(file));
    return reply.sendFile(request.params.file, root, buildFileOptions(file));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });

describe('the headers a build file goes out with', () => {
  test('a file with a content hash: kept a year, with no validators and no ranges', async () => {
    const res = await get('/startup.0123456789.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  test('a file without one (a remote redeployed alone changes it): revalidated, and answered 304 when unchanged', async () => {
    const res = await get('/remoteEntry.js');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeDefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    const again = await get('/remoteEntry.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
