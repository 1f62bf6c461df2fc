import { filesToKeep, fillOrder, isApiPath, keptVersion, offlineFallbackFor, remoteBases, remoteCacheName, remoteFileRule } from './cacheRules.ts';

const ORIGIN = 'https://lectern.example';

describe('the service worker cache rules', () => {
  it('opens the dashboard, Libraries and a material from the app shell offline, and the offline page for the rest', () => {
    for (const page of ['/dashboard', '/dashboard/', '/dashboard/libraries', '/dashboard/libraries/folders/7', '/material/42']) {
      expect(offlineFallbackFor(page)).toBe('app-shell');
    }
    for (const page of ['/', '/dashboard/search', '/dashboard/settings', '/management', '/auth/signin', '/material/42/report', '/materials']) {
      expect(offlineFallbackFor(page)).toBe('offline-page');
    }
  });

  it('leaves the API alone, pages of it included (a download, the sign-in redirect)', () => {
    expect(['/api', '/api/materials/1/download', '/api/auth/google'].every(isApiPath)).toBe(true);
    expect(['/apiary', '/dashboard/api', '/remotes/api/remoteEntry.js'].some(isApiPath)).toBe(false);
  });

  it('knows each remote by the folder of its manifest, on this origin or another', () => {
    const bases = remoteBases({ landing: 'https://cdn.example/landing/mf-manifest.json', student: '/remotes/student/mf-manifest.json', auth: '' }, ORIGIN);
    expect([...bases]).toEqual([
      ['landing', 'https://cdn.example/landing/'],
      ['student', `${ORIGIN}/remotes/student/`],
    ]);
  });

  it('takes hashed chunks as immutable, the entry, manifest and other unhashed files as fresh, and nothing else', () => {
    const bases = remoteBases({ landing: 'https://cdn.example/landing/mf-manifest.json', student: '/remotes/student/mf-manifest.json' }, ORIGIN);
    expect(remoteFileRule(`${ORIGIN}/remotes/student/254.a940c78075.js`, bases)).toEqual({ remote: 'student', kind: 'immutable' });
    expect(remoteFileRule(`${ORIGIN}/remotes/student/main.0123456789.css`, bases)).toEqual({ remote: 'student', kind: 'immutable' });
    expect(remoteFileRule(`${ORIGIN}/remotes/student/remoteEntry.js?t=5`, bases)).toEqual({ remote: 'student', kind: 'fresh' });
    expect(remoteFileRule('https://cdn.example/landing/mf-manifest.json', bases)).toEqual({ remote: 'landing', kind: 'fresh' });
    expect(remoteFileRule(`${ORIGIN}/api/materials/1`, bases)).toBeNull();
    expect(remoteFileRule(`${ORIGIN}/main.0123456789.js`, bases)).toBeNull();
    expect(remoteFileRule(`${ORIGIN}/remotes/auth/remoteEntry.js`, bases)).toBeNull();
  });

  it('fetches a version hashed chunks first and the entry last, so a version cut short has no entry', () => {
    const files = [
      { url: 'mf-manifest.json', revision: 'a' },
      { url: '1.0123456789.js', revision: null },
      { url: 'remoteEntry.js', revision: 'b' },
      { url: '2.0123456789.js', revision: null },
    ];
    expect(fillOrder(files).map((file) => file.url)).toEqual(['1.0123456789.js', '2.0123456789.js', 'mf-manifest.json', 'remoteEntry.js']);
  });

  test("each release of a remote is kept in a cache of its own, even with the same files; a remote elsewhere by its files alone", () => {
    const a = keptVersion('http://localhost/remotes/student/releases/0123456789ab/', 'f00d');
    const b = keptVersion('http://localhost/remotes/student/releases/ba9876543210/', 'f00d');
    expect(a).toBe('0123456789ab-f00d');
    expect(remoteCacheName('student', a)).not.toBe(remoteCacheName('student', b));
    expect(keptVersion('https://cdn.example.org/student/', 'f00d')).toBe('f00d');
  });

  it('keeps a remote’s files but its own copies of the shared packages this shell provides', () => {
    const files = [
      { url: 'remoteEntry.js', revision: 'a1' },
      { url: '290.0123456789.js', revision: null, fallbackFor: ['react-router-dom'] },
      { url: '181.0123456789.js', revision: null, fallbackFor: ['react-dom', 'react-dom/client'] },
      { url: '412.0123456789.js', revision: null, fallbackFor: ['formik'] },
      { url: '77.0123456789.js', revision: null },
    ];
    const kept = filesToKeep(files, new Set(['react', 'react-dom', 'react-dom/client', 'react-router-dom']));
    // formik is not the shell's: the remote's copy is the one that runs, so it is kept.
    expect(kept.map((file) => file.url)).toEqual(['remoteEntry.js', '412.0123456789.js', '77.0123456789.js']);
    // A copy of two packages goes only when the shell provides both.
    expect(filesToKeep(files, new Set(['react-dom', 'react-router-dom'])).map((file) => file.url)).toContain('181.0123456789.js');
    expect(filesToKeep(files, new Set())).toEqual(files);
  });
});
