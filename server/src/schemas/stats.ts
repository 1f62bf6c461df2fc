import { Type } from 'typebox';
import type { PublicStats } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const PublicStatsSchema = matchesContract<PublicStats>()(
  Type.Object({
    students: Type.Integer(),
    courses: Type.Integer(),
    departments: Type.Integer(),
    resources: Type.Integer(),
  }),
);
