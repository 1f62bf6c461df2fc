// `npm run release -- <remote> [flags]`: how a team ships its remote (docs/releases.md). One
// command, three ways to the site:
//   - LECTERN_URL and LECTERN_DEPLOY_KEY (a team's pipeline): over HTTP with the deploy key;
//   - otherwise the site of this machine's environment (loadConfig, like `npm run backup`): the
//     running server on the embedded database does it when asked over DATA_DIR/control.sock,
//     else this process opens the database (PostgreSQL, or an embedded one no process holds).
// Exit codes: 0 done, 1 the site refused or could not be reached (its message on one line),
// 2 the command itself is wrong (one line with the usage).
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../../platform/errors.ts';
import { parseReleaseArgs, USAGE, UsageError, type ReleaseArgs } from './args.ts';
import { buildCommand, buildRemote } from './build-remote.ts';
import { ReleaseRefusal, SiteNotReadyError } from './errors.ts';
import type { ReleaseOperation } from './operation.ts';
import { reportLines } from './report.ts';
import type { HttpSite } from './http-release.ts';

/** Both variables or neither: one alone is a pipeline half set up, which must not fall back to this machine's site. */
function httpSiteOf(env: NodeJS.ProcessEnv): HttpSite | null {
  const url = env.LECTERN_URL || undefined;
  const key = env.LECTERN_DEPLOY_KEY || undefined;
  if (!url && !key) return null;
  if (!url || !key) throw new UsageError(`${url ? 'LECTERN_DEPLOY_KEY' : 'LECTERN_URL'} is not set: a pipeline sets both LECTERN_URL and LECTERN_DEPLOY_KEY, or neither (this machine's site)`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError('LECTERN_URL is not an address (for example https://lectern.example.edu)');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new UsageError('LECTERN_URL must be an http:// or https:// address');
  // fetch would refuse it with the whole address (the password too) in its message.
  if (parsed.username || parsed.password) throw new UsageError('LECTERN_URL must not carry a user or password: the deploy key is the credential');
  return { url: parsed, key };
}

/** The folder to publish: --dist (from where the command was typed: npm runs scripts from the root), or the remote built now. */
async function folderOf(args: Extract<ReleaseArgs, { action: 'publish' }>): Promise<string> {
  if (args.dist === null) {
    console.error(`Building ${args.remote} for production (${buildCommand(args.remote).join(' ')})...`);
    return buildRemote(args.remote);
  }
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.dist);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`there is no folder at ${dir}`);
  return dir;
}

async function main(argv: string[]): Promise<void> {
  const started = performance.now();
  const args = parseReleaseArgs(argv);
  if (args.action === 'help') {
    console.log(USAGE);
    return;
  }
  const httpSite = httpSiteOf(process.env);
  if (httpSite && args.action === 'status') {
    throw new UsageError("--status is not available with a deploy key (GET /api/releases is for admins: see the portal's Releases page); promote, rollback and canary print what the remote serves");
  }
  // This machine's site: its settings are read (and a bad one refused) before a build is spent.
  const config = httpSite ? null : (await import('../../platform/config.ts')).loadConfig();
  const op: ReleaseOperation = args.action === 'publish' ? { action: 'publish', remote: args.remote, dir: await folderOf(args), then: args.then } : args;

  let result;
  if (httpSite && op.action !== 'status') {
    const { releaseOverHttp } = await import('./http-release.ts');
    result = { outcome: await releaseOverHttp(httpSite, op), via: `over HTTP to ${httpSite.url.origin}` };
  } else {
    const { releaseOnThisSite } = await import('./site-release.ts');
    result = await releaseOnThisSite(config!, op);
  }
  const seconds = (performance.now() - started) / 1000;
  for (const line of reportLines(result.outcome, op.action, { seconds, via: result.via })) console.log(line);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError) {
    console.error(`release: ${message} (${USAGE})`);
    process.exitCode = 2;
    return;
  }
  if (error instanceof StartupError) console.error(message);
  else if (error instanceof ReleaseRefusal || error instanceof SiteNotReadyError) console.error(`release: ${message}`);
  else console.error(`release failed: ${message}`);
  process.exitCode = 1;
});
