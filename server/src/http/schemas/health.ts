import { Type } from 'typebox';
import type { Health } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const HealthSchema = matchesContract<Health>()(
  Type.Object({
    ok: Type.Literal(true),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  }),
);
