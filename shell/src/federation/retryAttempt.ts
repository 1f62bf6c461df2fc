// How many times the person pressed Retry on a remote that failed to load. Shared by the
// RemoteBoundary (which counts) and the freshScriptsOnRetry runtime plugin (which reads).
let attempt = 0;

export const countRetry = (): number => ++attempt;
export const retryAttempt = (): number => attempt;
