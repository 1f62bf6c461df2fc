import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../db/connect.ts';
import { COMMON_ERRORS, Success, ok } from '../http/envelope.ts';
import { listDepartments, listFaculties } from '../repositories/reference-data.ts';

const Faculty = Type.Object({
  id: Type.String(),
  name: Type.String(),
  departments: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
const Department = Type.Object({ id: Type.String(), name: Type.String(), facultyId: Type.String() });

export const referenceDataRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase }> = async (app, { database }) => {
  app.get(
    '/faculty',
    {
      schema: {
        summary: 'Faculties, each with its departments, by name',
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(Faculty)), ...COMMON_ERRORS },
      },
    },
    async () => ok(await listFaculties(database.db)),
  );

  app.get(
    '/department',
    {
      schema: {
        summary: 'Every department, by name',
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(Department)), ...COMMON_ERRORS },
      },
    },
    async () => ok(await listDepartments(database.db)),
  );
};
