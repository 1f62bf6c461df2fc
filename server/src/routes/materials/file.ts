// GET /materials/:id/file and /preview: the stored bytes, with the visibility and restriction
// rules of material-access.ts (docs/architecture.md). Files go out as attachments with the type the
// server decided; only a PDF may be shown inline (the in-page preview), under a sandboxing CSP.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, errorResponses } from '../../http/envelope.ts';
import { BinaryBody, ImageResponses } from '../../http/schemas/binary.ts';
import { parseRange } from '../../http/byte-range.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { DOCUMENT_MIME_TYPES, countOncePerDay, fileAccess, findOpenable, readable } from '../../domain/materials/index.ts';
import { IMAGE_MIME_TYPE, serveImage } from '../../domain/images/index.ts';
import { MaterialParams } from './material-params.ts';
import { viewerOf } from '../../http/viewer.ts';

export const FILE_MESSAGES = {
  noFile: 'This material is a link; it has no file.',
  viewOnly: 'This material is View Only: it can be read here but not downloaded.',
  noPreview: 'This material has no preview image.',
  missing: 'The file of this material is missing.',
} as const;

const PDF_MIME_TYPE = DOCUMENT_MIME_TYPES.pdf;

/** The converted PDF's name: the original's stem ending in .pdf. */
function convertedFileName(fileName: string | null): string {
  return `${(fileName ?? 'material').replace(/\.[^.]*$/, '')}.pdf`;
}

// A PDF shown in the page runs nothing and loads nothing.
const INLINE_PDF_CSP = "default-src 'none'; sandbox";

const FileQuery = Type.Object({
  inline: Type.Optional(Type.Enum(['1', 'true', '0', 'false'], { description: '1: the in-page preview of a PDF (allowed for View Only); no download is counted' })),
});

export const fileRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const storage = deps.storage;

  app.get(
    '/materials/:id/file',
    {
      schema: {
        summary: 'The file of a material: a download, or with inline=1 the in-page view of a PDF',
        description:
          'Downloads count once per person per day. View Only materials may be viewed inline but not downloaded ' +
          '(403 FORBIDDEN) except by their uploader and staff. A single `Range: bytes=a-b` is honoured (206, or 416). ' +
          'A link material has no file (404).',
        params: MaterialParams,
        querystring: FileQuery,
        produces: ['application/octet-stream'],
        response: {
          200: BinaryBody,
          206: BinaryBody,
          ...COMMON_ERRORS,
          ...errorResponses(401, 403, 404, 416),
        },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const row = await findOpenable(db, viewer, request.params.id);
      if (row.type === 'link' || !row.file_key) throw new ApiError(404, 'NOT_FOUND', FILE_MESSAGES.noFile);
      const access = fileAccess(viewer, row);
      // Only a PDF, or an Office file's converted PDF, has an in-page view; any other inline
      // request is a download like any other. The download is always the original file.
      const inline = (request.query.inline === '1' || request.query.inline === 'true') && readable(row);
      const converted = inline && row.type !== 'pdf';
      const key = converted && row.read_key ? row.read_key : row.file_key;
      if (!(inline ? access.preview : access.download)) throw new ApiError(403, 'FORBIDDEN', FILE_MESSAGES.viewOnly);

      const size = await storage.size(key);
      if (size === null) {
        request.log.error({ materialId: row.id }, 'stored file missing');
        throw new ApiError(404, 'NOT_FOUND', FILE_MESSAGES.missing);
      }
      const range = parseRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.');
      }
      const stored = await storage.get(key, range.kind === 'range' ? range : undefined);
      if (!stored) throw new ApiError(404, 'NOT_FOUND', FILE_MESSAGES.missing);

      if (!inline && request.method === 'GET') await countOncePerDay(db, 'download', row.id, viewer.id, deps.clock());

      reply
        .header('content-type', converted ? PDF_MIME_TYPE : (row.mime_type ?? 'application/octet-stream'))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', converted ? convertedFileName(row.file_name) : (row.file_name ?? `material.${row.type}`)));
      if (row.content_hash) reply.header('etag', converted ? `"${row.content_hash}-pdf"` : `"${row.content_hash}"`);
      if (inline) reply.header('content-security-policy', INLINE_PDF_CSP);
      if (range.kind === 'range') {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', range.end - range.start + 1);
      } else {
        reply.status(200).header('content-length', size);
      }
      return reply.send(stored.stream);
    },
  );

  app.get(
    '/materials/:id/preview',
    {
      schema: {
        summary: 'The preview image of a material (WebP)',
        description: 'The first page of a PDF or the uploader’s image, at most 640 px wide. 404 when there is none.',
        params: MaterialParams,
        produces: [IMAGE_MIME_TYPE],
        response: { ...ImageResponses, ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const row = await findOpenable(db, viewer, request.params.id);
      if (!row.preview_key) throw new ApiError(404, 'NOT_FOUND', FILE_MESSAGES.noPreview);
      const image = await serveImage(storage, row.preview_key, request.headers['if-none-match']);
      if (!image) throw new ApiError(404, 'NOT_FOUND', FILE_MESSAGES.noPreview);
      return reply.status(image.status).headers(image.headers).send(image.body);
    },
  );
};
