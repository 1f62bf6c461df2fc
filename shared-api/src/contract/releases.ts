// Releases of the remotes (docs/releases.md): every build a remote's team publishes is an
// immutable release; each remote has a current release and may have a candidate served to a
// share of people (a canary); admins promote, roll back and preview in the portal's Releases page,
// and teams publish from their own pipelines with a deploy key per remote.
import type { ClientErrorGroup } from './client-reports.ts';
import type { RemoteName } from './remotes.ts';

/**
 * The contract versions this build speaks. A remote records the version it was built against
 * (its build-info.json); publishing refuses one the server does not speak. Raise CONTRACT_VERSION
 * when an answer or a page read changes in a way an older remote cannot read, and keep the older
 * number in SPOKEN_CONTRACT_VERSIONS for as long as the server still answers it.
 * tools/build reads CONTRACT_VERSION from this file (contractVersion() in build-info.mjs).
 */
export const CONTRACT_VERSION = 1;
export const SPOKEN_CONTRACT_VERSIONS: readonly number[] = [1];

/** A release's id: the first 12 hex characters of the digest of its remote's name and its files. */
export const RELEASE_ID_PATTERN = /^[0-9a-f]{12}$/;
/** The short form people read ("student release 7f3a2c"). */
export const shortReleaseId = (id: string) => id.slice(0, 6);

/** Where a release's files are served: `/remotes/<remote>/releases/<id>/<file>`. */
export const releaseBasePath = (remote: RemoteName, release: string) => `/remotes/${remote}/releases/${release}/`;

export const RELEASE_LIMITS = {
  /** The published folder as a .tar.gz. */
  maxArchiveBytes: 50 * 1024 * 1024,
  maxFiles: 2000,
  /** The files once unpacked: a small archive that unpacks to gigabytes is refused. */
  maxUnpackedBytes: 300 * 1024 * 1024,
  /** A release stops being served this long after it was last current or candidate... */
  keepDays: 7,
  /** ...unless it is one of this many most recent of its remote. */
  keepRecent: 10,
  canaryPercentMin: 1,
  canaryPercentMax: 50,
} as const;

/**
 * When a canary stops itself: its errors per 1,000 views exceed the current release's by more than
 * `ratio` times and by at least `minExcessPer1000`, over at least `minViews` of its own views since
 * it started.
 */
export const CANARY_RULE = { minViews: 200, ratio: 2, minExcessPer1000: 5 } as const;

export const DEPLOY_KEY_LIMITS = { nameMax: 60, expiresInDaysMin: 1, expiresInDaysMax: 365 } as const;
/** Deploy keys read `ldk_<remote>_<secret>`: the server tells them from a session token by this prefix. */
export const DEPLOY_KEY_PREFIX = 'ldk_';

export type ReleaseAction = 'publish' | 'promote' | 'rollback' | 'canary-start' | 'canary-end' | 'canary-withdrawn';

export interface Release {
  id: string;
  remote: RemoteName;
  /** The remote package's version when it was built. */
  version: string;
  /** The commit it was built from, when the build knew it. */
  commit: string | null;
  contractVersion: number;
  createdAt: string;
  /** Who published it: a person's name, a deploy key's name, or the server's start (a local build). */
  createdBy: string;
  fileCount: number;
  bytes: number;
  /** SHA-256 of its mf-manifest.json, hex. */
  manifestDigest: string;
  /** The shared packages it requires: name to version range, from its mf-manifest.json. */
  shared: Record<string, string>;
  /** Its files were deleted by the retention job (the record stays). */
  pruned: boolean;
}

/** How a release does in browsers: page views and client errors since it was published. */
export interface ReleaseHealth {
  views: number;
  errors: number;
  /** Errors per 1,000 views; null before any view. */
  errorsPer1000: number | null;
  /** The most frequent error groups, most first (at most 5). */
  topErrors: ClientErrorGroup[];
}

export interface ReleaseWithHealth extends Release {
  health: ReleaseHealth;
}

export interface Canary {
  release: ReleaseWithHealth;
  percent: number;
  since: string;
}

export interface RemoteReleases {
  remote: RemoteName;
  /** REMOTE_<NAME>_URL: this remote is served from elsewhere, and its releases here are not used. */
  overrideUrl: string | null;
  current: ReleaseWithHealth | null;
  /** The release a rollback goes back to, or null. */
  previous: string | null;
  candidate: Canary | null;
  /** Newest first, current and candidate included. */
  recent: ReleaseWithHealth[];
}

export interface ReleaseEvent {
  id: string;
  remote: RemoteName;
  action: ReleaseAction;
  release: string | null;
  /** The release that was current (promote, rollback) before. */
  from: string | null;
  /** A canary's share. */
  percent: number | null;
  by: string;
  /** Why (a withdrawn canary's figures). */
  detail: string | null;
  at: string;
}

/** The release an admin is previewing for themselves (a signed cookie), or null. */
export interface ReleasePreview {
  remote: RemoteName;
  release: string;
}

/** GET /releases (admins). */
export interface ReleasesOverview {
  remotes: RemoteReleases[];
  /** The audit trail, newest first. */
  trail: ReleaseEvent[];
  preview: ReleasePreview | null;
}

/** POST /releases/:remote/promote and /releases/:remote/preview. */
export interface ReleaseChoice {
  release: string;
}

/** PUT /releases/:remote/canary. */
export interface CanaryInput {
  release: string;
  percent: number;
}

/** POST /deploy-keys (admins). */
export interface DeployKeyInput {
  remote: RemoteName;
  name: string;
  expiresInDays: number;
}

export interface DeployKey {
  id: string;
  remote: RemoteName;
  name: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdBy: string;
}

/** The key itself is shown once, in this answer; the server keeps only its hash. */
export interface NewDeployKey {
  key: string;
  deployKey: DeployKey;
}

export const REMOTE_LABELS: Record<RemoteName, string> = {
  landing: 'Landing page',
  auth: 'Sign-in',
  student: 'Student area',
  management: 'Portal',
};

export const RELEASE_MESSAGES = {
  pageTitle: 'Releases',
  intro: 'Each area of the site ships on its own. Promote a release, try it on a share of people first, or roll back.',
  current: 'Current',
  candidate: 'Candidate',
  noRelease: 'No release yet',
  override: (url: string) => `Served from ${url} (REMOTE_*_URL): releases published here are not used.`,
  recent: 'Recent releases',
  promote: 'Promote',
  startCanary: 'Start canary',
  endCanary: 'End canary',
  rollBack: 'Roll back',
  preview: 'Preview',
  trail: 'Audit trail',
  deployKeys: 'Deploy keys',
  newDeployKey: 'New deploy key',
  revoke: 'Revoke',
  keyShownOnce: 'Copy this key now: it will not be shown again.',
  previewing: (remote: RemoteName, release: string) => `Previewing ${remote} release ${shortReleaseId(release)}.`,
  stopPreview: 'Stop',
  // Server answers.
  unknownRemote: 'There is no such remote.',
  unknownRelease: 'There is no such release of this remote.',
  releasePruned: 'This release is older than the retention period: its files were deleted.',
  alreadyCurrent: 'This release is already the current one.',
  nothingToRollBack: 'There is no earlier release to roll back to.',
  noCanary: 'This remote has no canary.',
  canaryIsCurrent: 'The current release cannot be its own canary.',
  canaryPercent: `The share is a whole number from ${RELEASE_LIMITS.canaryPercentMin} to ${RELEASE_LIMITS.canaryPercentMax} percent.`,
  keyInvalid: 'This deploy key is unknown, revoked or expired.',
  keyOtherRemote: (remote: string) => `This deploy key is for the ${remote} remote only.`,
  keyNameRequired: 'Name the key (for example, the pipeline that uses it).',
  keyNameTooLong: `Keep the name under ${DEPLOY_KEY_LIMITS.nameMax} characters.`,
  keyExpiryInvalid: `Choose a whole number of days from ${DEPLOY_KEY_LIMITS.expiresInDaysMin} to ${DEPLOY_KEY_LIMITS.expiresInDaysMax}.`,
  keyRemoteRequired: 'Choose the remote this key publishes.',
  keyNotFound: 'There is no such deploy key.',
  archiveTooLarge: `The archive is larger than ${RELEASE_LIMITS.maxArchiveBytes / (1024 * 1024)} MB.`,
  archiveNotGzip: 'The body must be the built folder as a .tar.gz.',
  archiveTooManyFiles: `The archive holds more than ${RELEASE_LIMITS.maxFiles} files.`,
  archiveTooLargeUnpacked: `The archive unpacks to more than ${RELEASE_LIMITS.maxUnpackedBytes / (1024 * 1024)} MB.`,
  archiveUnsafeEntry: (entry: string) => `The archive holds "${entry}", which is not a plain file inside the folder (a link, a device, an absolute path or ..).`,
  archiveUnreadable: 'The archive could not be read as a .tar.gz.',
  missingFile: (file: string) => `The build has no ${file}.`,
  manifestOtherRemote: (name: string, remote: string) => `The build's mf-manifest.json is for the ${name} remote, not ${remote}.`,
  manifestUnreadable: 'The build\'s mf-manifest.json could not be read.',
  incompatibleShared: (pkg: string, required: string, provided: string, by: string) =>
    `The build requires ${pkg} ${required}, but ${by} provides ${provided}.`,
  contractUnspoken: (version: number) =>
    `The build was made against contract version ${version}; this server speaks ${SPOKEN_CONTRACT_VERSIONS.join(', ')}.`,
  shellNotBuilt: 'The shell is not built on this server, so what it provides cannot be checked.',
  canaryWithdrawnTitle: (remote: string, release: string) => `The ${remote} canary ${shortReleaseId(release)} was withdrawn`,
} as const;
