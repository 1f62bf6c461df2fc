import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Start the real entry point (through tsx) with a bad setting: it must stop before listening
// (the PORT is never bound) with exit code 1
// and one line that says what to fix, without a stack trace.
const serverDir = path.resolve(import.meta.dirname ?? '', '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-startup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@lectern/source', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '18093', DATA_DIR: path.join(tmp, 'data'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

function expectOneLine(result: { status: number | null; stderr: string }, pattern: RegExp) {
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(pattern);
  expect(result.stderr.split('\n')).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

test('a bad PORT', () => {
  expectOneLine(start({ PORT: 'eighty' }), /^Config error: PORT must be an integer 1-65535$/);
});

test('an unwritable DATA_DIR', () => {
  const file = path.join(tmp, 'a-file');
  fs.writeFileSync(file, '');
  expectOneLine(start({ DATA_DIR: path.join(file, 'data') }), /^Config error: DATA_DIR .* is not writable/);
});

test('a DATABASE_URL nothing answers at', () => {
  const result = start({ DATABASE_URL: 'postgres://lectern:s3cret@127.0.0.1:1/lectern' });
  expectOneLine(result, /^Config error: DATABASE_URL: cannot use the database at 127\.0\.0\.1:1\/lectern: connection refused/);
  expect(result.stderr).not.toContain('s3cret');
});

test('a malformed DATABASE_URL', () => {
  expectOneLine(start({ DATABASE_URL: 'not a url' }), /^Config error: DATABASE_URL must be a postgres:\/\//);
});

test('a REFERENCE_DATA file of the wrong shape', () => {
  const file = path.join(tmp, 'reference.json');
  fs.writeFileSync(file, JSON.stringify({ faculties: [{ name: 'Science', departments: [{ name: '' }] }] }));
  expectOneLine(start({ REFERENCE_DATA: file }), /^Config error: REFERENCE_DATA .*faculties\[0\]\.departments\[0\]\.name must be a non-empty string$/);
});
