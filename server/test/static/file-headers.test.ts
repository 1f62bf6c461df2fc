import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Build files as the one-origin server sends them (@fastify/static's sendFile with the builds'
// precompressed copies and the options of file-headers.ts), from a real app.
const site = createFakeStaticRoot();
const CHUNK = `/* ${'a start-up chunk '.repeat(100)} */`;
for (const file of ['shell/dist/startup.0123456789.js', 'remote-landing/dist/remoteEntry.js']) {
  fs.writeFileSync(path.join(site.root, file), CHUNK);
  fs.writeFileSync(path.join(site.root, `${file}.br`), zlib.brotliCompressSync(CHUNK));
}

const t = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
afterAll(() => site.remove());

const get = (url: string, headers: Record<string, string> = {}) => t.app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });

describe('the headers a build file goes out with', () => {
  test('a file with a content hash: kept a year, with no validators', async () => {
    const res = await get('/startup.0123456789.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
    // A script is never opened as a page: nosniff, but no framing or referrer rules (bytes on every first visit).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  test('a file without one (a remote redeployed alone changes it): revalidated, and answered 304 when unchanged', async () => {
    const res = await get('/remotes/landing/remoteEntry.js');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    const again = await get('/remotes/landing/remoteEntry.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
