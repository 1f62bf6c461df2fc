// The job queue the config asks for (docs/documents.md).
import type { DocumentsConfig } from '../config.ts';
import type { JobQueue } from './job-queue.ts';
import { createMemoryQueue } from './memory-queue.ts';
import { startPgBossQueue } from './pg-boss-queue.ts';

interface Log {
  error(object: object, message: string): void;
}

export async function createJobQueue(config: { databaseUrl: string | null; documents: DocumentsConfig }, log: Log): Promise<JobQueue> {
  if (config.documents.jobQueue === 'pg-boss' && config.databaseUrl) return startPgBossQueue(config.databaseUrl, log);
  return createMemoryQueue(log);
}
