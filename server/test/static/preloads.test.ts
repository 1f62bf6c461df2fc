import type { StartupPreload } from '@lectern/build/artifacts';
import { routePreloads } from '../../src/static/preloads.ts';
import type { BuildFiles, ServedRemote } from '../../src/static/served-remotes.ts';

// The builds as the preload plugin writes them today: the shell's start-up is one chunk that
// provides every shared package it starts with; the landing remote's expose is one chunk.
const SHELL_PRELOAD: StartupPreload = {
  files: ['startup.a1.js'],
  shared: { react: ['startup.a1.js'], 'react-dom/client': ['startup.a1.js'], '@lectern/shared-ui': ['startup.a1.js'] },
  sizes: { 'startup.a1.js': 380000 },
};
const LANDING_PRELOAD: StartupPreload = {
  files: ['__federation_expose_LandingPage.b2.js'],
  shared: { react: ['121.c3.js'], formik: ['526.d4.js'] },
  sizes: { '__federation_expose_LandingPage.b2.js': 25000, '121.c3.js': 8000, '526.d4.js': 9000, 'remoteEntry.js': 31000 },
};

const files = (shell: StartupPreload | null): Pick<BuildFiles, 'shellJson'> => ({
  shellJson: async (file) => (file === 'preload.json' ? shell : { shared: [{ name: 'react' }, { name: 'react-dom/client' }, { name: '@lectern/shared-ui' }] }),
});
/** The landing remote as a page serves it: one release's files, under that release's folder. */
const landing: ServedRemote = {
  remote: 'landing',
  release: '0123456789ab',
  manifestUrl: '/remotes/landing/releases/0123456789ab/mf-manifest.json',
  url: (file) => `/remotes/landing/releases/0123456789ab/${file}`,
  json: async () => LANDING_PRELOAD,
  bundle: async () => null,
};

describe('the preloads of a page', () => {
  test('a file that holds several shared packages is preloaded once', async () => {
    expect(await routePreloads(files(SHELL_PRELOAD), null)).toEqual([{ href: '/startup.a1.js', as: 'script' }]);
  });

  test("a remote's page: its manifest, then every script once, largest first, with the remote's own copy only of what the shell does not provide", async () => {
    const preloads = await routePreloads(files(SHELL_PRELOAD), landing);
    expect(preloads.map(({ as, href }) => `${as} ${href}`)).toEqual([
      'fetch /remotes/landing/releases/0123456789ab/mf-manifest.json',
      'script /startup.a1.js',
      'script /remotes/landing/releases/0123456789ab/remoteEntry.js',
      'script /remotes/landing/releases/0123456789ab/__federation_expose_LandingPage.b2.js',
      'script /remotes/landing/releases/0123456789ab/526.d4.js',
    ]);
  });

  test('a missing preload.json of the shell only shortens the list', async () => {
    const preloads = await routePreloads(files(null), landing);
    expect(preloads[0]).toEqual({ href: '/remotes/landing/releases/0123456789ab/mf-manifest.json', as: 'fetch' });
    expect(preloads.map(({ href }) => href)).not.toContain('/startup.a1.js');
  });
});
