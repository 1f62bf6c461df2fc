// `npm run release` on the site of this machine's environment (the same variables the server
// reads, like `npm run backup`). The embedded database is open in one process only: when a
// server runs on it (it answers on DATA_DIR/control.sock) that server does the work and serves
// the change at once; otherwise, and always on PostgreSQL, this process opens the database itself.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import { askServer } from '../../platform/backup/control-socket.ts';
import { processesHolding } from '../../platform/backup/embedded-guard.ts';
import { releaseDirectly } from './direct-release.ts';
import { ReleaseRefusal, SiteNotReadyError } from './errors.ts';
import { localActorLabel } from './local-release.ts';
import type { ReleaseOperation, ReleaseOutcome } from './operation.ts';

export interface SiteOutcome {
  outcome: ReleaseOutcome;
  /** How the site was reached, for the report. */
  via: string;
}

type SocketReply = { ok: true; outcome: ReleaseOutcome } | { ok: false; message: string };

export async function releaseOnThisSite(config: Config, op: ReleaseOperation): Promise<SiteOutcome> {
  const actor = localActorLabel();
  if (config.databaseUrl) return { outcome: await releaseDirectly(config, op, actor), via: 'on the PostgreSQL database of DATABASE_URL' };
  if (!fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    throw new SiteNotReadyError(`there is no embedded database in ${config.dataDir}; set DATA_DIR to the site's folder, or DATABASE_URL`);
  }
  const reply = (await askServer(config.dataDir, { command: 'release', operation: op, actor })) as SocketReply | null;
  if (reply) {
    if (!reply.ok) throw new ReleaseRefusal(reply.message);
    return { outcome: reply.outcome, via: `by the server running on ${config.dataDir}` };
  }
  const holders = processesHolding(path.join(config.dataDir, 'db'));
  if (holders.length > 0) {
    throw new SiteNotReadyError(
      `the embedded database in ${config.dataDir} is open in process ${holders.join(', ')} (the server?), which does not answer on DATA_DIR/control.sock; stop it to release`,
    );
  }
  return { outcome: await releaseDirectly(config, op, actor), via: `on the embedded database in ${config.dataDir}` };
}
