// The Releases page's words: the contract's RELEASE_MESSAGES and REMOTE_LABELS where it has them
// (the page's title, the buttons, the server's refusals), short plain copy for the rest.
import {
  DEPLOY_KEY_LIMITS,
  PAGE_PATHS,
  RELEASE_LIMITS,
  RELEASE_MESSAGES,
  REMOTE_LABELS,
  shortReleaseId,
  type ClientErrorKind,
  type ReleaseEvent,
  type RemoteName,
} from '@lectern/shared-api/contract';

const M = RELEASE_MESSAGES;
const label = (remote: RemoteName) => REMOTE_LABELS[remote];
const short = shortReleaseId;

export const RELEASE_TEXTS = {
  loading: 'Loading releases...',
  loadFailed: 'Failed to load releases',
  tryAgain: 'Try Again',
  noRemotes: 'No remotes to show.',
  noRemotesText: 'The server names no remotes: nothing is published here.',
  remoteName: (remote: RemoteName) => `Remote: ${remote}`,
  noReleaseText: (remote: RemoteName) => `Publish one with npm run release -- ${remote}.`,
  noCanary: 'No canary running.',
  noCanaryText: 'Start one from a recent release to try it on a share of people first.',
  share: (percent: number) => `Serves ${percent}% of people`,
  since: 'since',
  rollBackTo: (release: string) => `Goes back to release ${short(release)}.`,
  noRecent: 'No release published yet.',
  errorTitle: 'Error',
  successTitle: 'Success',
  failed: 'The change could not be made. Please try again.',
  none: '—',
  unknown: 'Unknown',
} as const;

/** What a release's figures are called, in its summary and in the table. */
export const FACT_TEXTS = {
  release: 'Release',
  published: 'Published',
  commit: 'Commit',
  by: 'By',
  byLine: (by: string) => `by ${by}`,
  commitLine: 'commit',
  size: 'Size',
  views: 'Views',
  errorsPer1000: 'Errors per 1,000 views',
  noViews: 'No views yet',
  topErrors: 'Top errors',
  noErrors: 'None',
  errorCount: (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'error' : 'errors'}`,
  times: (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'time' : 'times'}`,
  actions: 'Actions',
  current: 'Current',
  candidate: (percent: number) => `Candidate, ${percent}%`,
  pruned: 'Pruned',
  prunedNoAction: 'No actions: its files were deleted',
} as const;

export const ERROR_KIND_TEXTS: Record<ClientErrorKind, string> = {
  error: 'error',
  unhandledrejection: 'unhandled rejection',
  'remote-load': 'failed to load',
  boundary: 'screen crashed',
};

/**
 * The page a preview opens, one of its remote's, loaded in full (the release is chosen when a page
 * loads). For the sign-in remote, the one page of it a signed-in admin may open: the others are for
 * people not signed in, and send an admin on to the dashboard.
 */
export const PREVIEW_PAGES: Record<RemoteName, string> = {
  landing: PAGE_PATHS.home,
  auth: PAGE_PATHS.profileSetup,
  student: PAGE_PATHS.dashboard,
  management: PAGE_PATHS.management,
};

export const ACTION_TEXTS = {
  promote: {
    title: (remote: RemoteName, release: string) => `Promote ${label(remote)} release ${short(release)}?`,
    effect: (remote: RemoteName, release: string, current: string | null) =>
      `${label(remote)} serves release ${short(release)} to everyone from their next page load${current ? `, in place of ${short(current)}` : ''}. A canary of it ends.`,
    done: (remote: RemoteName, release: string) => `${label(remote)} now serves release ${short(release)}.`,
  },
  canary: {
    title: (remote: RemoteName, release: string) => `Start a canary of ${label(remote)} release ${short(release)}?`,
    effect: (release: string, current: string | null) =>
      `Release ${short(release)} is served to this share of people${current ? ` beside the current release ${short(current)}` : ''}, from their next page load.`,
    replaces: (release: string, percent: number) => `It replaces the running canary of ${short(release)} (${percent}%).`,
    percentLabel: 'Share of people (%)',
    percentHint: `A whole number from ${RELEASE_LIMITS.canaryPercentMin} to ${RELEASE_LIMITS.canaryPercentMax}.`,
    done: (remote: RemoteName, release: string, percent: number) => `${label(remote)} release ${short(release)} now serves ${percent}% of people.`,
  },
  endCanary: {
    title: (remote: RemoteName, release: string) => `End the canary of ${label(remote)} release ${short(release)}?`,
    effect: (current: string | null) =>
      current ? `Everyone gets the current release ${short(current)} again from their next page load.` : 'Everyone gets the current release again from their next page load.',
    done: (remote: RemoteName) => `The ${label(remote)} canary ended.`,
  },
  rollback: {
    title: (remote: RemoteName, previous: string) => `Roll back ${label(remote)} to release ${short(previous)}?`,
    effect: (remote: RemoteName, previous: string, current: string | null) =>
      `${label(remote)} goes back to release ${short(previous)}${current ? `, the one that was current before ${short(current)}` : ''}, for everyone from their next page load.`,
    done: (remote: RemoteName, previous: string) => `${label(remote)} rolled back to release ${short(previous)}.`,
  },
  preview: {
    title: (remote: RemoteName, release: string) => `Preview ${label(remote)} release ${short(release)}?`,
    effect: (remote: RemoteName) =>
      `Only you see the site on this release, until you press ${M.stopPreview} in the bar at the top of the page. ${label(remote)}'s page (${PREVIEW_PAGES[remote]}) opens now.`,
  },
  /** The release's own line in a dialog, so a phone (where the table hides some columns) shows them too. */
  details: (published: string, commit: string | null, by: string) => `Published ${published}${commit ? `, commit ${shortCommit(commit)}` : ''}, by ${by}.`,
} as const;

export const PREVIEW_TEXTS = {
  label: 'Your preview',
  stopFailed: 'The preview could not be stopped. Please try again.',
} as const;

/** The trail's events in plain words, the person (or key, or the server) first, as a sentence starts. */
export function trailSentence(event: ReleaseEvent): string {
  const sentence = trailWords(event);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function trailWords(event: ReleaseEvent): string {
  const remote = label(event.remote);
  const release = event.release ? short(event.release) : RELEASE_TEXTS.none;
  const from = event.from ? short(event.from) : null;
  switch (event.action) {
    case 'publish':
      return `${event.by} published ${remote} release ${release}.`;
    case 'promote':
      return `${event.by} promoted ${remote} release ${release}${from ? ` (was ${from})` : ''}.`;
    case 'rollback':
      return `${event.by} rolled ${remote} back to release ${release}${from ? ` (from ${from})` : ''}.`;
    case 'canary-start':
      return `${event.by} started a canary of ${remote} release ${release}${event.percent !== null ? ` for ${event.percent}% of people` : ''}.`;
    case 'canary-end':
      return `${event.by} ended the canary of ${remote} release ${release}.`;
    case 'canary-withdrawn':
      return `${M.canaryWithdrawnTitle(remote, event.release ?? '')} (${event.by}).`;
  }
}

export const TRAIL_TEXTS = {
  empty: 'Nothing has been published or changed yet.',
} as const;

export const DEPLOY_KEY_TEXTS = {
  intro: "A team's pipeline publishes and promotes one remote's releases with its key (LECTERN_DEPLOY_KEY), and nothing else.",
  loading: 'Loading deploy keys...',
  loadFailed: 'Failed to load deploy keys',
  empty: 'No deploy keys yet.',
  emptyText: 'Create one below for the pipeline of one remote.',
  tableLabel: 'Deploy keys',
  name: 'Name',
  remote: 'Remote',
  created: 'Created',
  expires: 'Expires',
  lastUsed: 'Last used',
  status: 'Status',
  never: 'Never',
  statuses: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
  // The form.
  remoteLabel: 'Remote',
  remotePlaceholder: 'Choose a remote',
  nameLabel: 'Name',
  nameHint: `The pipeline that uses it; at most ${DEPLOY_KEY_LIMITS.nameMax} characters.`,
  expiresLabel: 'Expires after (days)',
  expiresHint: `From ${DEPLOY_KEY_LIMITS.expiresInDaysMin} to ${DEPLOY_KEY_LIMITS.expiresInDaysMax} days.`,
  create: 'Create key',
  creating: 'Creating...',
  createFailed: 'The key could not be created. Please try again.',
  // The key, once.
  createdTitle: 'Deploy key created',
  keyLabel: (remote: RemoteName, name: string) => `Deploy key "${name}" for ${label(remote)}`,
  copy: 'Copy',
  copied: 'Key copied to the clipboard.',
  copyFailed: 'Could not copy the key: select it and copy it yourself.',
  done: 'Done',
  // Revoke.
  revokeTitle: (name: string) => `Revoke the key "${name}"?`,
  revokeEffect: (remote: RemoteName) => `The ${label(remote)} pipeline that uses it can no longer publish or promote. This cannot be undone.`,
  revoked: (name: string) => `The key "${name}" was revoked.`,
  revokeFailed: 'The key could not be revoked. Please try again.',
} as const;

/** A moment as people read it ('3 Mar 2026, 14:05', in the reader's own order and zone). */
export const releaseTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A day ('3 Mar 2026'). */
export const releaseDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** A commit as git prints it short. */
export const shortCommit = (commit: string) => commit.slice(0, 7);

const RATE = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en');

export const formatCount = (count: number) => COUNT.format(count);

/** Errors per 1,000 views, one decimal at most; null before any view. */
export const formatRate = (rate: number | null) => (rate === null ? FACT_TEXTS.noViews : RATE.format(rate));
