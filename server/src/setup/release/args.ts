// `npm run release -- <remote> [flags]` read into what to do. Anything it cannot read is a
// UsageError: one line with the usage, exit code 2 (a refusal by the site is exit code 1).
import { RELEASE_ID_PATTERN, RELEASE_LIMITS, REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';
import { isCanaryPercent, type AfterPublish } from './operation.ts';

export const USAGE =
  `usage: npm run release -- <${REMOTE_NAMES.join('|')}> [--dist <folder>] [--canary <${RELEASE_LIMITS.canaryPercentMin}-${RELEASE_LIMITS.canaryPercentMax}> | --no-promote]` +
  ' | <remote> --rollback | --promote <release id> | --end-canary | --status';

export class UsageError extends Error {}

export type ReleaseArgs =
  /** `dist` null: build the remote first. */
  | { action: 'publish'; remote: RemoteName; dist: string | null; then: AfterPublish }
  | { action: 'promote'; remote: RemoteName; release: string }
  | { action: 'rollback' | 'end-canary' | 'status'; remote: RemoteName }
  | { action: 'help' };

const VALUED = ['--dist', '--canary', '--promote'] as const;
const SWITCHES = ['--no-promote', '--rollback', '--end-canary', '--status', '--help', '-h'] as const;
/** The flags that name an action other than publishing; at most one. */
const ACTIONS = ['--rollback', '--promote', '--end-canary', '--status'] as const;

/** `--flag value` and `--flag=value` alike; answers the remote named and the flags given. */
function split(argv: readonly string[]): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flags.has(name)) throw new UsageError(`${name} is given twice`);
    if ((VALUED as readonly string[]).includes(name)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
      flags.set(name, value);
    } else if ((SWITCHES as readonly string[]).includes(name) && inline === undefined) {
      flags.set(name, true);
    } else {
      throw new UsageError(`unknown flag ${arg}`);
    }
  }
  return { positional, flags };
}

export function parseReleaseArgs(argv: readonly string[]): ReleaseArgs {
  const { positional, flags } = split(argv);
  if (flags.has('--help') || flags.has('-h')) return { action: 'help' };
  if (positional.length !== 1) throw new UsageError(positional.length === 0 ? 'name the remote' : `one remote at a time (got ${positional.join(', ')})`);
  const remote = positional[0]!;
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new UsageError(`unknown remote "${remote}"`);
  const name = remote as RemoteName;

  const actions = ACTIONS.filter((flag) => flags.has(flag));
  if (actions.length > 1) throw new UsageError(`${actions.join(' and ')} cannot go together`);
  const publishing = ['--dist', '--canary', '--no-promote'].filter((flag) => flags.has(flag));
  if (actions.length === 1 && publishing.length > 0) throw new UsageError(`${publishing[0]} is for publishing, not with ${actions[0]}`);

  switch (actions[0]) {
    case '--promote': {
      const release = flags.get('--promote') as string;
      if (!RELEASE_ID_PATTERN.test(release)) throw new UsageError(`--promote takes a release's full id (12 hex characters, as the publish printed it), not "${release}"`);
      return { action: 'promote', remote: name, release };
    }
    case '--rollback':
      return { action: 'rollback', remote: name };
    case '--end-canary':
      return { action: 'end-canary', remote: name };
    case '--status':
      return { action: 'status', remote: name };
  }
  if (flags.has('--canary') && flags.has('--no-promote')) throw new UsageError('--canary and --no-promote cannot go together');
  let then: AfterPublish = { kind: flags.has('--no-promote') ? 'none' : 'promote' };
  if (flags.has('--canary')) {
    const text = flags.get('--canary') as string;
    const percent = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!isCanaryPercent(percent)) throw new UsageError(`--canary takes a whole percent from ${RELEASE_LIMITS.canaryPercentMin} to ${RELEASE_LIMITS.canaryPercentMax}, not "${text}"`);
    then = { kind: 'canary', percent };
  }
  const dist = flags.get('--dist');
  return { action: 'publish', remote: name, dist: typeof dist === 'string' ? dist : null, then };
}
