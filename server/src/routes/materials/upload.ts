// POST /materials: a file (PDF, PPT, PPTX, DOC, DOCX by content, at most 20 MB), 1-30 photos of
// notes (made into one PDF, which is then uploaded as that file) or a link, with an optional
// image as its preview. New materials are pending until staff review them.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CLASSIFICATIONS,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_METADATA_MAX_BYTES,
  MATERIAL_TITLE_MAX,
  MATERIAL_URL_MAX,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  PHOTOS_MAX,
  RESTRICTIONS,
  VISIBILITIES,
} from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { MaterialSchema } from '../../http/schemas/materials.ts';
import { viewerOf } from '../../http/viewer.ts';
import { createMaterial, withPhotosAsPdf } from '../../domain/materials/index.ts';
import { UPLOAD_MULTIPART_LIMITS, receiveUpload } from './upload-multipart.ts';

export const UNVERIFIED_UPLOAD = 'Verify your email address before uploading.';

// What the OpenAPI document shows. The body is a multipart stream that upload-fields.ts and
// upload-multipart.ts check as it is read, so Fastify does not validate it against this.
const UploadForm = Type.Object({
  label: Type.String({ maxLength: MATERIAL_TITLE_MAX, description: 'The title' }),
  description: Type.Optional(Type.String({ maxLength: MATERIAL_DESCRIPTION_MAX })),
  classification: Type.Enum(CLASSIFICATIONS),
  courseId: Type.Optional(Type.String({ format: 'uuid', description: 'An approved course' })),
  answersRequest: Type.Optional(
    Type.String({ format: 'uuid', description: 'An open request for material of the same course that this upload answers once approved (400 otherwise)' }),
  ),
  visibility: Type.Optional(Type.Enum(VISIBILITIES, { default: 'public' })),
  restriction: Type.Optional(Type.Enum(RESTRICTIONS, { default: 'downloadable' })),
  tags: Type.Optional(Type.String({ description: 'A JSON array of strings, e.g. ["calculus","week 3"]' })),
  metaData: Type.Optional(Type.String({ description: `Any JSON, at most ${MATERIAL_METADATA_MAX_BYTES} bytes` })),
  url: Type.Optional(Type.String({ maxLength: MATERIAL_URL_MAX, description: 'A link material: http(s) URL (instead of file)' })),
  image: Type.Optional(Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: `PNG, JPEG, WebP or GIF, at most ${MAX_IMAGE_BYTES} bytes: the preview` })),
  file: Type.Optional(Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: `PDF, PPT, PPTX, DOC or DOCX, at most ${MAX_UPLOAD_BYTES} bytes (instead of url)` })),
  photos: Type.Optional(
    Type.Array(Type.Unsafe<unknown>({ type: 'string', format: 'binary' }), {
      maxItems: PHOTOS_MAX,
      description: `Instead of file: 1-${PHOTOS_MAX} photos (JPEG, PNG or WebP by content), one part each in page order, at most ${MAX_UPLOAD_BYTES} bytes together; stored as one PDF`,
    }),
  ),
});

export const uploadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  // Multipart is parsed only in this plugin's scope, with this route's limits.
  await app.register(fastifyMultipart, { limits: UPLOAD_MULTIPART_LIMITS });

  app.post(
    '/materials',
    {
      schema: {
        summary: 'Upload a material (a file or a link); it is pending until reviewed',
        description:
          'multipart/form-data; send the text fields before the file parts. 400 VALIDATION names each bad field; ' +
          '413 PAYLOAD_TOO_LARGE for a file over 20 MB; 415 UNSUPPORTED_MEDIA_TYPE when the content is not a PDF, ' +
          'PPT, PPTX, DOC or DOCX, or a photo is not a JPEG, PNG or WebP (a PDF that cannot be opened is taken, and its preview ends unavailable); 409 CONFLICT when the same file is already on Lectern; ' +
          '403 FORBIDDEN until the email address is verified.',
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: { 201: Success(MaterialSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 409, 413, 415) },
      },
      // The schema above documents the form; the stream is validated while it is read.
      validatorCompiler: () => () => true,
      preHandler: [
        deps.auth.requireUser,
        async (request) => {
          if (!request.user?.emailVerifiedAt) throw new ApiError(403, 'FORBIDDEN', UNVERIFIED_UPLOAD);
        },
      ],
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const upload = await withPhotosAsPdf(deps.storage, await receiveUpload(request, deps.storage));
      const material = await createMaterial(deps.database.db, deps.storage, deps.jobs, viewer, upload, deps.clock());
      reply.status(201);
      return ok(material);
    },
  );
};
