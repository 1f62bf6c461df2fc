// Route schemas of the releases, deploy keys and client reports, tied to the contract's types (contract-match.ts).
import { Type } from 'typebox';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_REPORT_LIMITS as R,
  DEPLOY_KEY_LIMITS,
  RELEASE_LIMITS,
  RELEASE_MESSAGES as M,
  REMOTE_NAMES,
  type CanaryInput,
  type ClientReport,
  type DeployKey,
  type DeployKeyInput,
  type NewDeployKey,
  type Release,
  type ReleaseChoice,
  type ReleaseEvent,
  type ReleasesOverview,
  type RemoteReleases,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../field-messages.ts';
import { matchesContract } from './contract-match.ts';
import { Nullable } from './nullable.ts';

const RemoteName = Type.Enum(REMOTE_NAMES);
const ReleaseId = Type.String({ pattern: '^[0-9a-f]{12}$', ...messages({ default: M.unknownRelease }) });
const Instant = Type.String({ format: 'date-time' });

export const RemoteParams = Type.Object({ remote: Type.String({ maxLength: 40, ...messages({ default: M.unknownRemote }) }) });

export const ReleaseSchema = matchesContract<Release>()(
  Type.Object({
    id: Type.String(),
    remote: RemoteName,
    version: Type.String(),
    commit: Nullable(Type.String()),
    contractVersion: Type.Integer(),
    createdAt: Instant,
    createdBy: Type.String(),
    fileCount: Type.Integer(),
    bytes: Type.Integer(),
    manifestDigest: Type.String(),
    shared: Type.Record(Type.String(), Type.String()),
    pruned: Type.Boolean(),
  }),
);

const ErrorGroupSchema = Type.Object({
  fingerprint: Type.String(),
  kind: Type.Enum(CLIENT_ERROR_KINDS),
  message: Type.String(),
  frame: Nullable(Type.String()),
  count: Type.Integer(),
  lastSeenAt: Instant,
  path: Type.String(),
});

const ReleaseWithHealthSchema = Type.Object({
  ...ReleaseSchema.properties,
  health: Type.Object({
    views: Type.Integer(),
    errors: Type.Integer(),
    errorsPer1000: Nullable(Type.Number()),
    topErrors: Type.Array(ErrorGroupSchema),
  }),
});

export const RemoteReleasesSchema = matchesContract<RemoteReleases>()(
  Type.Object({
    remote: RemoteName,
    overrideUrl: Nullable(Type.String()),
    current: Nullable(ReleaseWithHealthSchema),
    previous: Nullable(Type.String()),
    candidate: Nullable(Type.Object({ release: ReleaseWithHealthSchema, percent: Type.Integer(), since: Instant })),
    recent: Type.Array(ReleaseWithHealthSchema),
  }),
);

const ReleaseEventSchema = matchesContract<ReleaseEvent>()(
  Type.Object({
    id: Type.String(),
    remote: RemoteName,
    action: Type.Union([
      Type.Literal('publish'),
      Type.Literal('promote'),
      Type.Literal('rollback'),
      Type.Literal('canary-start'),
      Type.Literal('canary-end'),
      Type.Literal('canary-withdrawn'),
    ]),
    release: Nullable(Type.String()),
    from: Nullable(Type.String()),
    percent: Nullable(Type.Integer()),
    by: Type.String(),
    detail: Nullable(Type.String()),
    at: Instant,
  }),
);

export const ReleasesOverviewSchema = matchesContract<ReleasesOverview>()(
  Type.Object({
    remotes: Type.Array(RemoteReleasesSchema),
    trail: Type.Array(ReleaseEventSchema),
    preview: Nullable(Type.Object({ remote: RemoteName, release: Type.String() })),
  }),
);

export const ReleaseChoiceBody = matchesContract<ReleaseChoice>()(Type.Object({ release: ReleaseId }));

export const CanaryBody = matchesContract<CanaryInput>()(
  Type.Object({
    release: ReleaseId,
    percent: Type.Integer({ minimum: RELEASE_LIMITS.canaryPercentMin, maximum: RELEASE_LIMITS.canaryPercentMax, ...messages({ default: M.canaryPercent }) }),
  }),
);

export const DeployKeySchema = matchesContract<DeployKey>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    remote: RemoteName,
    name: Type.String(),
    createdAt: Instant,
    expiresAt: Instant,
    revokedAt: Nullable(Instant),
    lastUsedAt: Nullable(Instant),
    createdBy: Type.String(),
  }),
);

export const NewDeployKeySchema = matchesContract<NewDeployKey>()(Type.Object({ key: Type.String(), deployKey: DeployKeySchema }));

export const DeployKeyBody = matchesContract<DeployKeyInput>()(
  Type.Object({
    remote: Type.Enum(REMOTE_NAMES, messages({ default: M.keyRemoteRequired })),
    name: Type.String({ minLength: 1, maxLength: DEPLOY_KEY_LIMITS.nameMax, ...trimmed, ...messages({ maxLength: M.keyNameTooLong, default: M.keyNameRequired }) }),
    expiresInDays: Type.Integer({
      minimum: DEPLOY_KEY_LIMITS.expiresInDaysMin,
      maximum: DEPLOY_KEY_LIMITS.expiresInDaysMax,
      ...messages({ default: M.keyExpiryInvalid }),
    }),
  }),
);

const ReleaseRef = Type.String({ pattern: '^[0-9a-f]{12}$' });

export const ClientReportBody = matchesContract<ClientReport>()(
  Type.Object(
    {
      views: Type.Array(Type.Object({ remote: RemoteName, release: ReleaseRef, count: Type.Integer({ minimum: 1, maximum: R.maxViewsPerEntry }) }), {
        maxItems: R.maxViewEntries,
      }),
      errors: Type.Array(
        Type.Object({
          remote: RemoteName,
          release: ReleaseRef,
          kind: Type.Enum(CLIENT_ERROR_KINDS),
          message: Type.String({ maxLength: R.maxMessage }),
          frame: Nullable(Type.String({ maxLength: R.maxFrame })),
          path: Type.String({ maxLength: R.maxPath, pattern: '^/' }),
        }),
        { maxItems: R.maxErrors },
      ),
    },
    { additionalProperties: false },
  ),
);
