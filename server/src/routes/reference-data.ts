import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReferenceCache } from '../http/reference-cache.ts';
import type { AppDatabase } from '../platform/db/connect.ts';
import { COMMON_ERRORS, Success } from '../http/envelope.ts';
import { listDepartments, listFaculties } from '../domain/reference-data/index.ts';
import { DepartmentSchema, FacultySchema } from '../http/schemas/reference-data.ts';

// Faculties and departments are loaded once into an empty database (REFERENCE_DATA) and not
// edited through the API: kept until something calls referenceCache.invalidate().
const CACHED = 'Answered from memory with an ETag (304 when If-None-Match names it).';

export const referenceDataRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase; referenceCache: ReferenceCache }> = async (
  app,
  { database, referenceCache },
) => {
  const faculties = referenceCache.shelf({ ttlMs: Infinity });
  const departments = referenceCache.shelf({ ttlMs: Infinity });

  app.get(
    '/faculty',
    {
      schema: {
        summary: 'Faculties, each with its departments, by name',
        description: CACHED,
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(FacultySchema)), ...COMMON_ERRORS },
      },
    },
    (request, reply) => faculties.answer(request, reply, () => listFaculties(database.db)),
  );

  app.get(
    '/department',
    {
      schema: {
        summary: 'Every department, by name',
        description: CACHED,
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(DepartmentSchema)), ...COMMON_ERRORS },
      },
    },
    (request, reply) => departments.answer(request, reply, () => listDepartments(database.db)),
  );
};
