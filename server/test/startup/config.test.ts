import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { StartupError } from '../../src/errors.ts';

const cwd = '/srv/lectern';

test('defaults', () => {
  const config = loadConfig({}, cwd);
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    publicUrl: 'http://localhost:8080',
    dataDir: '/srv/lectern/.data',
    databaseUrl: null,
    referenceDataFile: null,
    logLevel: 'info',
    remotes: {
      landing: '/remotes/landing/mf-manifest.json',
      auth: '/remotes/auth/mf-manifest.json',
      student: '/remotes/student/mf-manifest.json',
      management: '/remotes/management/mf-manifest.json',
    },
  });
  // The repo root: the folder holding server/.
  expect(path.join(config.staticRoot, 'server', 'src', 'config.ts')).toBe(path.resolve(import.meta.dirname ?? '', '../../src/config.ts'));
});

test('PUBLIC_URL follows PORT; paths resolve against the working directory', () => {
  const config = loadConfig({ PORT: '9000', DATA_DIR: 'data', REFERENCE_DATA: 'ref.json', STATIC_ROOT: '../site' }, cwd);
  expect(config.publicUrl).toBe('http://localhost:9000');
  expect(config.dataDir).toBe('/srv/lectern/data');
  expect(config.referenceDataFile).toBe('/srv/lectern/ref.json');
  expect(config.staticRoot).toBe('/srv/site');
});

test.each([
  [{ PORT: 'abc' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PORT: '0' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PORT: '70000' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PORT: '80.5' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PUBLIC_URL: 'localhost:8080' }, 'Config error: PUBLIC_URL must be an http(s) URL'],
  [{ DATABASE_URL: 'mysql://x' }, 'Config error: DATABASE_URL must be a postgres:// or postgresql:// URL'],
  [{ REMOTE_AUTH_URL: 'ftp://x/mf-manifest.json' }, 'Config error: REMOTE_AUTH_URL must be an http(s) URL or a path starting with /'],
  [{ LOG_LEVEL: 'loud' }, 'Config error: LOG_LEVEL must be one of'],
])('%j is refused with one clear line', (env, message) => {
  let error: unknown;
  try {
    loadConfig(env, cwd);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message.startsWith(message)).toBe(true);
  expect((error as Error).message).not.toContain('\n');
});
