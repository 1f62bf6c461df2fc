// POST /releases/:remote: a built folder as a .tar.gz body becomes a release (docs/releases.md).
// The body is streamed into a temp file (the first byte past the limit answers 413), unpacked in
// a child process with limits, read and checked (its manifest, its build info, the compatibility
// gate) before anything is stored; then its files and its row. The same build again answers the
// release it already is (200 instead of 201).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RELEASE_LIMITS, RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { ReleaseSchema, RemoteParams } from '../../http/schemas/releases.ts';
import { ApiError } from '../../platform/api-error.ts';
import { FileTooLargeError, type TempFile } from '../../platform/storage/storage.ts';
import { publishBuild, readReleaseBuild, ReleaseRefusedError, toRelease, unpackArchive } from '../../domain/releases/index.ts';
import { releaseActor } from './actor.ts';

const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', M.archiveTooLarge);

/**
 * The body as a stream the storage may stop reading (past the limit) without destroying the
 * request itself: the answer (413) must still reach the client, and the error handler lets a
 * bounded rest of the body arrive first (http/drain-request.ts).
 */
function detachable(body: Readable): PassThrough {
  const copy = new PassThrough();
  body.pipe(copy);
  copy.once('close', () => body.unpipe(copy));
  return copy;
}

export const publishRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // The archive is read by the handler, as a stream, once the caller is known; never buffered.
  app.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));

  app.post(
    '/releases/:remote',
    {
      schema: {
        summary: 'Publish a built remote (its folder as a .tar.gz) as a release',
        description:
          "`Authorization: Bearer <deploy key>` of that remote, or an admin's session; `Content-Type: application/gzip`. " +
          `201 with the new release, 200 with the existing one when the same build was published before. ` +
          `400 VALIDATION when the archive is unsafe (links, devices, absolute paths, ..), holds more than ${RELEASE_LIMITS.maxFiles} files, ` +
          'lacks mf-manifest.json, remoteEntry.js or build-info.json, names another remote, requires a shared package the site does not provide ' +
          "(the message names the package, the range and the version provided) or was built against a contract this server does not speak; nothing is stored. " +
          `413 past ${RELEASE_LIMITS.maxArchiveBytes / (1024 * 1024)} MB; 401 an unknown, revoked or expired key; 403 a key of another remote; 404 an unknown remote.`,
        params: RemoteParams,
        // The OpenAPI document says what the body is; the route reads it as a stream itself.
        consumes: ARCHIVE_TYPES,
        response: { 200: Success(ReleaseSchema), 201: Success(ReleaseSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { actor, remote } = await releaseActor(deps, request, reply, request.params.remote);
      const body = request.body as Readable | undefined;
      if (!(body instanceof Readable)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', M.archiveNotGzip);
      // A body announced too large is refused before a byte of it is read.
      if (Number(request.headers['content-length']) > RELEASE_LIMITS.maxArchiveBytes) throw tooLarge();
      let archive: TempFile | null = null;
      // Beside the uploads under way: the start's sweep of DATA_DIR/files/tmp removes one a crash left.
      const unpacked = path.join(deps.config.dataDir, 'files', 'tmp', `release-${randomUUID()}`);
      try {
        archive = await deps.storage.receive(detachable(body), RELEASE_LIMITS.maxArchiveBytes);
        await fs.mkdir(unpacked, { recursive: true });
        const build = await readReleaseBuild(remote, await unpackArchive(archive.path, unpacked));
        const { release, created } = await publishBuild(deps.releases.publishing, build, actor);
        request.log.info({ remote, release: release.id, created }, 'release published');
        reply.status(created ? 201 : 200);
        return ok(toRelease(release));
      } catch (error) {
        if (error instanceof FileTooLargeError) throw tooLarge();
        if (error instanceof ReleaseRefusedError) throw new ApiError(400, 'VALIDATION', error.message);
        throw error;
      } finally {
        if (archive) await deps.storage.discard(archive);
        await fs.rm(unpacked, { recursive: true, force: true });
      }
    },
  );
};
