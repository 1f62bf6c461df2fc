import { readRemotesMap, toRemoteEntries } from './remotesMap.ts';

describe('remotes map', () => {
  afterEach(() => {
    delete window.__LECTERN_REMOTES__;
  });

  it('prefers the map the server inlined into the page', async () => {
    window.__LECTERN_REMOTES__ = { landing: '/remotes/landing/mf-manifest.json' };
    await expect(readRemotesMap()).resolves.toEqual({ landing: '/remotes/landing/mf-manifest.json' });
  });

  it('falls back to /remotes.json, and to no remotes when that fails', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(readRemotesMap()).resolves.toEqual({});
    globalThis.fetch = original;
  });

  it('turns relative manifest URLs into absolute entries and skips unknown names', () => {
    expect(
      toRemoteEntries({ landing: '/remotes/landing/mf-manifest.json', auth: 'https://cdn.example/auth/mf-manifest.json' }, 'http://localhost:8080/x'),
    ).toEqual([
      { name: 'landing', entry: 'http://localhost:8080/remotes/landing/mf-manifest.json' },
      { name: 'auth', entry: 'https://cdn.example/auth/mf-manifest.json' },
    ]);
  });
});
