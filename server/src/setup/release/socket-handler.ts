// The running server's side of `npm run release` over DATA_DIR/control.sock (the embedded
// database is open in that server only). main.ts hands this to the control socket's listener:
// platform/ takes it as a callback, since it knows no domain. The build folder is on this machine,
// so the server reads it itself: no archive. After a change this server reads its pointers again
// at once, so its next page serves the new release.
import path from 'node:path';
import type { ReleaseReply, ReleaseRequest } from '../../platform/backup/control-socket.ts';
import { runRelease, type LocalReleaseDeps } from './local-release.ts';
import { parseOperation } from './operation.ts';
import { refusalMessage } from './refusal.ts';

/** The trail's label as the command sends it: `npm run release (<user>@<host>)`. */
const ACTOR_LABEL = /^npm run release \([^()\n]{1,120}\)$/;

export interface ReleaseHandlerDeps extends LocalReleaseDeps {
  /** This server reads its pointers again (app.releases.changed). */
  changed(): Promise<void>;
  log: { info(msg: string): void; error(obj: unknown, msg?: string): void };
}

export function releaseCommandHandler(deps: ReleaseHandlerDeps): (request: ReleaseRequest) => Promise<ReleaseReply> {
  return async (request) => {
    const operation = parseOperation(request.operation, path.isAbsolute);
    const actor = typeof request.actor === 'string' && ACTOR_LABEL.test(request.actor) ? request.actor : null;
    if (!operation || !actor) return { ok: false, message: 'expected {"command":"release","operation":{...},"actor":"npm run release (<user>@<host>)"}' };
    try {
      const outcome = await runRelease(deps, operation, { label: actor });
      if (outcome.changed) await deps.changed();
      deps.log.info(`release command (${actor}): ${operation.action} ${operation.remote}${outcome.published ? ` ${outcome.published.id}` : ''}`);
      return { ok: true, outcome };
    } catch (error) {
      const refusal = refusalMessage(error);
      if (!refusal) deps.log.error({ err: error }, `release command failed: ${operation.action} ${operation.remote}`);
      return { ok: false, message: refusal ?? `the server could not do it: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
}
