import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../db/connect.ts';
import { COMMON_ERRORS, Success, ok } from '../http/envelope.ts';
import { listDepartments, listFaculties } from '../repositories/reference-data.ts';
import { DepartmentSchema, FacultySchema } from '../schemas/reference-data.ts';


export const referenceDataRoutes: FastifyPluginAsyncTypebox<{ database: AppDatabase }> = async (app, { database }) => {
  app.get(
    '/faculty',
    {
      schema: {
        summary: 'Faculties, each with its departments, by name',
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(FacultySchema)), ...COMMON_ERRORS },
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
        response: { 200: Success(Type.Array(DepartmentSchema)), ...COMMON_ERRORS },
      },
    },
    async () => ok(await listDepartments(database.db)),
  );
};
