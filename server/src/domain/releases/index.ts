// What domain/releases offers the rest of the server (docs/releases.md); its other files are its own.
export { unpackArchive, UNPACK_LIMITS } from './archive/unpack-archive.ts';
export { chooseReleases, isBucket, newBucket, percentile, type ReleaseChoices } from './assignment.ts';
export { judgeCanaries, withdrawalReason } from './canary-judge.ts';
export { fingerprintOf, type ReportCounters } from './client-reports.ts';
export { incompatibility } from './compatibility.ts';
export { createDeployKey, isDeployKeyToken, listDeployKeys, revokeDeployKey, useDeployKey } from './deploy-keys.ts';
export { localBuildDir, LOCAL_BUILD_ACTOR, publishLocalBuilds, type LocalBuildOutcome } from './local-builds.ts';
export { releasesOverview } from './overview.ts';
export { endCanary, pointerOf, promote, rollback, startCanary } from './pointers.ts';
export { publishBuild, releasePrefix, type Published } from './publish.ts';
export { readReleaseBuild, ReleaseRefusedError, type ReleaseBuild } from './release-build.ts';
export { RELEASES_CHANNEL, type PointerSnapshot } from './release-state.ts';
export { createReleases, type Releases, type ReleasesOptions } from './releases-service.ts';
export { findRelease, toRelease, type Actor, type ReleaseRow } from './releases-repository.ts';
export { pruneReleases, releasesPastKeeping } from './retention.ts';
