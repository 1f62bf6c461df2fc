// What the messaging domain works with: app.ts builds it once.
import type { Kysely } from 'kysely';
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ChannelClient } from '../../platform/messaging/channel.ts';

export interface MessagingLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MessagingDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobQueue;
  clock: () => Date;
  /** The site's address, for links to a material's page (PUBLIC_URL). */
  publicUrl: string;
  /** The channels this server has set up; a channel missing here is off. */
  channels: Partial<Record<MessagingChannel, ChannelClient>>;
  log: MessagingLog;
}
