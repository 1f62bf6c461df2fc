// `npm run release -- ...` as a person or a pipeline runs it: the script's command from the
// repository's root, with only the environment the test gives (no test variable leaks in), its
// exit code and what it printed.
import { execFile } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname ?? '', '../../..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runRelease(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=@lectern/source', 'server/src/setup/release/cli.ts', ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The release id the report names ("Published student release 7f3a2c (7f3a2c9d1e0b): ..."). */
export function publishedId(stdout: string): string {
  const id = /^Published \w+ release [0-9a-f]{6} \(([0-9a-f]{12})\)/m.exec(stdout)?.[1];
  if (!id) throw new Error(`no release id in:\n${stdout}`);
  return id;
}
