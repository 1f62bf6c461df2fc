import type { JobPolicy } from '../../src/platform/jobs/job-queue.ts';

/** Short expiry: the test waits for a killed worker's try to be noticed. */
export const KILLED_KIND_POLICY: JobPolicy = { attempts: 3, retryDelaySeconds: 1, expireInSeconds: 2, concurrency: 1 };
