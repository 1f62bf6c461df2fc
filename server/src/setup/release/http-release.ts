// `npm run release` from a team's pipeline (LECTERN_URL and LECTERN_DEPLOY_KEY): the folder is
// packed and sent to the site's API with the deploy key, then promoted or made the canary with
// the id the answer gives. Nothing here touches a database: the pipeline needs no access to the
// server. The key goes in the Authorization header only, never into a message.
import fs from 'node:fs';
import { RELEASE_LIMITS, RELEASE_MESSAGES as M, type ApiFailure, type ApiSuccess, type Release, type RemoteReleases } from '@lectern/shared-api/contract';
import { packFolder } from './pack-folder.ts';
import { ReleaseRefusal } from './errors.ts';
import type { ReleaseOperation, ReleaseOutcome, RemoteState } from './operation.ts';

export interface HttpSite {
  /** LECTERN_URL, the site's public address. */
  url: URL;
  /** LECTERN_DEPLOY_KEY. */
  key: string;
}

/** An upload of 50 MB on a slow link takes minutes; a site that never answers must not hold a pipeline forever. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

/** A refusal with the status it came with (409 "already current" is no failure for a publish). */
class HttpRefusal extends ReleaseRefusal {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(site: HttpSite, method: string, path: string, body?: { json: object } | { archive: Blob }): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${site.key}`, accept: 'application/json' };
  if (body && 'json' in body) headers['content-type'] = 'application/json';
  if (body && 'archive' in body) headers['content-type'] = 'application/gzip';
  const target = new URL(path, site.url.href.endsWith('/') ? site.url : `${site.url.href}/`);
  let res: Response;
  try {
    res = await fetch(target, {
      method,
      headers,
      body: body && ('json' in body ? JSON.stringify(body.json) : body.archive),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`cannot reach ${site.url.origin} (${cause?.code ?? cause?.message ?? (error as Error).message})`, { cause: error });
  }
  const text = await res.text();
  let envelope: ApiSuccess<T> | ApiFailure | null = null;
  try {
    envelope = JSON.parse(text) as ApiSuccess<T> | ApiFailure;
  } catch {
    // not the API's answer (a proxy's page): said below
  }
  if (envelope?.status === 'success') return { status: res.status, data: envelope.data };
  if (envelope?.status === 'error' && res.status < 500) throw new HttpRefusal(res.status, envelope.message);
  const said = envelope?.status === 'error' ? `: ${envelope.message}` : '';
  throw new Error(`${site.url.origin} answered ${res.status} ${res.statusText} to ${method} /${path}${said}`);
}

function stateOf(answer: RemoteReleases): RemoteState {
  const current = answer.current;
  return {
    current: current && { id: current.id, version: current.version, commit: current.commit, createdBy: current.createdBy, createdAt: current.createdAt },
    previous: answer.previous,
    candidate: answer.candidate && { id: answer.candidate.release.id, percent: answer.candidate.percent },
    overrideUrl: answer.overrideUrl,
  };
}

async function publish(site: HttpSite, remote: string, dir: string): Promise<{ release: Release; created: boolean }> {
  const packed = await packFolder(dir);
  try {
    if (packed.bytes > RELEASE_LIMITS.maxArchiveBytes) throw new ReleaseRefusal(M.archiveTooLarge);
    const { status, data } = await call<Release>(site, 'POST', `api/releases/${remote}`, { archive: await fs.openAsBlob(packed.file) });
    return { release: data, created: status === 201 };
  } finally {
    await packed.remove();
  }
}

/** `status` is not here: GET /api/releases is for admins, and a deploy key is not one (cli.ts says so). */
export async function releaseOverHttp(site: HttpSite, op: Exclude<ReleaseOperation, { action: 'status' }>): Promise<ReleaseOutcome> {
  const { remote } = op;
  const base = `api/releases/${remote}`;
  const changedTo = (answer: RemoteReleases, was: string | null, published: ReleaseOutcome['published'] = null): ReleaseOutcome => ({
    remote,
    published,
    was,
    alreadyCurrent: false,
    state: stateOf(answer),
    changed: true,
  });
  switch (op.action) {
    case 'publish': {
      const { release, created } = await publish(site, remote, op.dir);
      const published = { id: release.id, created, fileCount: release.fileCount, bytes: release.bytes };
      if (op.then.kind === 'none') return { remote, published, alreadyCurrent: false, state: null, changed: false };
      if (op.then.kind === 'canary') {
        const { data } = await call<RemoteReleases>(site, 'PUT', `${base}/canary`, { json: { release: release.id, percent: op.then.percent } });
        return changedTo(data, data.current?.id ?? null, published);
      }
      try {
        const { data } = await call<RemoteReleases>(site, 'POST', `${base}/promote`, { json: { release: release.id } });
        return changedTo(data, data.previous, published);
      } catch (error) {
        // The same build shipped again: it is what the remote serves already, which is success.
        if (error instanceof HttpRefusal && error.status === 409 && error.message === M.alreadyCurrent) {
          return { remote, published, was: release.id, alreadyCurrent: true, state: null, changed: false };
        }
        throw error;
      }
    }
    case 'promote': {
      const { data } = await call<RemoteReleases>(site, 'POST', `${base}/promote`, { json: { release: op.release } });
      return changedTo(data, data.previous);
    }
    case 'rollback': {
      const { data } = await call<RemoteReleases>(site, 'POST', `${base}/rollback`);
      return changedTo(data, data.previous);
    }
    case 'end-canary': {
      const { data } = await call<RemoteReleases>(site, 'DELETE', `${base}/canary`);
      return changedTo(data, data.current?.id ?? null);
    }
  }
}
