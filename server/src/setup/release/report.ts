// What `npm run release` prints when it succeeds: a few lines a person (or a pipeline's log)
// reads at a glance. Never a key, a token or a database URL.
import { shortReleaseId } from '@lectern/shared-api/contract';
import type { ReleaseOutcome, RemoteState } from './operation.ts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const short = (id: string | null | undefined) => (id ? shortReleaseId(id) : 'nothing');
const both = (id: string) => `${shortReleaseId(id)} (${id})`;

function serving(remote: string, state: RemoteState | null): string | null {
  if (!state) return null;
  const canary = state.candidate ? `, and ${short(state.candidate.id)} to ${state.candidate.percent} % of people (canary)` : '';
  return `${remote} serves ${short(state.current?.id)}${canary}`;
}

/** The change this run made, in one line. */
function changeLine(outcome: ReleaseOutcome, action: string): string | null {
  const { remote, state, published } = outcome;
  const now = short(state?.current?.id);
  const was = outcome.was === undefined ? '' : ` (was ${short(outcome.was)})`;
  switch (action) {
    case 'publish':
      if (!published) return null;
      // Published with --no-promote, a build already current changed nothing either.
      if (outcome.alreadyCurrent || (!outcome.changed && state?.current?.id === published.id)) return `${remote} already serves ${short(published.id)}`;
      if (outcome.changed && state?.candidate?.id === published.id) return `${remote} serves ${now}, and ${short(published.id)} to ${state.candidate.percent} % of people (canary)`;
      if (outcome.changed && state?.current?.id === published.id) return `${remote} now serves ${now}${was}`;
      return `${remote} ${outcome.was === undefined ? 'is unchanged' : `still serves ${short(outcome.was)}`}; to promote it: npm run release -- ${remote} --promote ${published.id}`;
    case 'promote':
      return `${remote} now serves ${now}${was}`;
    case 'rollback':
      return `${remote} rolled back: now serves ${now}${was}`;
    case 'end-canary':
      return `${remote} canary${outcome.endedCanary ? ` ${short(outcome.endedCanary)}` : ''} ended: ${serving(remote, state) ?? `${remote} serves its current release to everyone`}`;
    default:
      return null;
  }
}

function statusLines(state: RemoteState | null): string[] {
  if (!state) return [];
  const current = state.current;
  return [
    `  current    ${current ? `${both(current.id)} ${current.version}${current.commit ? ` ${current.commit}` : ''}, published ${current.createdAt} by ${current.createdBy}` : 'none'}`,
    `  previous   ${state.previous ? both(state.previous) : 'none'} (what --rollback goes back to)`,
    `  candidate  ${state.candidate ? `${both(state.candidate.id)} to ${state.candidate.percent} % of people` : 'none'}`,
  ];
}

export function reportLines(outcome: ReleaseOutcome, action: string, { seconds, via }: { seconds: number; via: string }): string[] {
  const lines: string[] = [];
  const { published, remote } = outcome;
  if (published) {
    const kind = published.created ? 'new' : 'existing (the same build was published before)';
    lines.push(`Published ${remote} release ${both(published.id)}: ${kind}, ${published.fileCount} files, ${formatBytes(published.bytes)}`);
  }
  if (action === 'status') lines.push(`${remote}:`, ...statusLines(outcome.state));
  const change = changeLine(outcome, action);
  if (change) lines.push(change);
  if (outcome.state?.overrideUrl) lines.push(`Note: REMOTE_${remote.toUpperCase()}_URL is set on this site (${outcome.state.overrideUrl}): pages load ${remote} from there, not from its releases.`);
  lines.push(`Done in ${seconds.toFixed(1)} s (${via}).`);
  return lines;
}
