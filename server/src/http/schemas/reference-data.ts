import { Type } from 'typebox';
import type { Department, Faculty } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const FacultySchema = matchesContract<Faculty>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    departments: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  }),
);

export const DepartmentSchema = matchesContract<Department>()(
  Type.Object({ id: Type.String(), name: Type.String(), facultyId: Type.String() }),
);
