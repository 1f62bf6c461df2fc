import type { ClientErrorGroup, DeployKey, ReleaseEvent, ReleasesOverview, ReleaseWithHealth, RemoteName, RemoteReleases } from '@lectern/shared-api/contract';

/** Ids of the student remote's releases: the current, the canary, the one before, an old pruned one. */
export const IDS = {
  current: 'a1b2c3d4e5f6',
  canary: 'b2c3d4e5f6a7',
  previous: 'c3d4e5f6a7b8',
  pruned: 'd4e5f6a7b8c9',
  landing: 'e5f6a7b8c9d0',
  portal: 'f6a7b8c9d0e1',
} as const;

export function errorGroup(overrides: Partial<ClientErrorGroup> = {}): ClientErrorGroup {
  return {
    fingerprint: 'fp1',
    kind: 'error',
    message: "Cannot read properties of undefined (reading 'title')",
    frame: 'remoteEntry.js:1:200',
    count: 12,
    lastSeenAt: '2026-11-03T10:00:00.000Z',
    path: '/dashboard/libraries',
    ...overrides,
  };
}

/** A student release published by Ada, healthy unless told otherwise. */
export function releaseFixture(id: string, overrides: Partial<ReleaseWithHealth> = {}): ReleaseWithHealth {
  return {
    id,
    remote: 'student',
    version: '0.1.0',
    commit: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432',
    contractVersion: 1,
    createdAt: '2026-11-01T09:30:00.000Z',
    createdBy: 'Ada Obi',
    fileCount: 41,
    bytes: 1_363_148,
    manifestDigest: 'ab'.repeat(32),
    shared: {},
    pruned: false,
    health: { views: 12_400, errors: 6, errorsPer1000: 0.48, topErrors: [] },
    ...overrides,
  };
}

export function remoteFixture(remote: RemoteName, overrides: Partial<RemoteReleases> = {}): RemoteReleases {
  return { remote, overrideUrl: null, current: null, previous: null, candidate: null, recent: [], ...overrides };
}

export const CURRENT = releaseFixture(IDS.current);
export const CANARY = releaseFixture(IDS.canary, {
  createdAt: '2026-11-03T08:00:00.000Z',
  commit: null,
  createdBy: 'key "student-ci"',
  bytes: 1_400_000,
  health: { views: 250, errors: 5, errorsPer1000: 20, topErrors: [errorGroup(), errorGroup({ fingerprint: 'fp2', kind: 'remote-load', message: 'Loading chunk 7 failed', count: 1, path: '/dashboard' })] },
});
export const PREVIOUS = releaseFixture(IDS.previous, { createdAt: '2026-10-20T12:00:00.000Z', commit: '1234567890abcdef1234567890abcdef12345678' });
export const PRUNED = releaseFixture(IDS.pruned, { createdAt: '2026-09-01T12:00:00.000Z', pruned: true, health: { views: 0, errors: 0, errorsPer1000: null, topErrors: [] } });

export const STUDENT = remoteFixture('student', {
  current: CURRENT,
  previous: IDS.previous,
  candidate: { release: CANARY, percent: 10, since: '2026-11-03T09:00:00.000Z' },
  recent: [CANARY, CURRENT, PREVIOUS, PRUNED],
});

export const LANDING = remoteFixture('landing', {
  current: releaseFixture(IDS.landing, { remote: 'landing' }),
  recent: [releaseFixture(IDS.landing, { remote: 'landing' })],
});

export const PORTAL = remoteFixture('management', {
  overrideUrl: 'https://cdn.example.edu/management/mf-manifest.json',
  current: releaseFixture(IDS.portal, { remote: 'management' }),
  recent: [releaseFixture(IDS.portal, { remote: 'management' })],
});

export function trailEvent(overrides: Partial<ReleaseEvent> = {}): ReleaseEvent {
  return { id: 'e1', remote: 'student', action: 'publish', release: IDS.canary, from: null, percent: null, by: 'Ada Obi', detail: null, at: '2026-11-03T08:00:00.000Z', ...overrides };
}

export const TRAIL: ReleaseEvent[] = [
  trailEvent({
    id: 'e5',
    action: 'canary-withdrawn',
    release: IDS.previous,
    by: 'server',
    detail: '24.0 errors per 1,000 views against 2.1 for the current release, over 312 views.',
    at: '2026-11-03T11:00:00.000Z',
  }),
  trailEvent({ id: 'e4', action: 'canary-start', release: IDS.canary, percent: 10, at: '2026-11-03T09:00:00.000Z' }),
  trailEvent({ id: 'e3', action: 'publish', release: IDS.canary, by: 'key "student-ci"', at: '2026-11-03T08:00:00.000Z' }),
  trailEvent({ id: 'e2', action: 'rollback', release: IDS.current, from: IDS.previous, at: '2026-11-02T08:00:00.000Z' }),
  trailEvent({ id: 'e1', action: 'promote', release: IDS.previous, from: IDS.current, at: '2026-11-01T08:00:00.000Z' }),
];

export function overviewFixture(overrides: Partial<ReleasesOverview> = {}): ReleasesOverview {
  return { remotes: [LANDING, remoteFixture('auth'), STUDENT, PORTAL], trail: TRAIL, preview: null, ...overrides };
}

export function deployKeyFixture(overrides: Partial<DeployKey> = {}): DeployKey {
  return {
    id: '0f8d6c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
    remote: 'student',
    name: 'student-ci',
    createdAt: '2026-10-10T10:00:00.000Z',
    // Far enough ahead that the key is still active whenever the tests run.
    expiresAt: '2099-01-10T10:00:00.000Z',
    revokedAt: null,
    lastUsedAt: '2026-11-03T08:00:00.000Z',
    createdBy: 'Ife Admin',
    ...overrides,
  };
}
