// Route schema of a printing credit, tied to the contract's type (contract-match.ts).
import { Type } from 'typebox';
import type { PrintingCredit } from '@lectern/shared-api/contract';
import { matchesContract } from '../../http/schemas/contract-match.ts';

export const PrintingCreditSchema = matchesContract<PrintingCredit>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    earnedAt: Type.String({ format: 'date-time' }),
    honouredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    user: Type.Object({
      id: Type.String({ format: 'uuid' }),
      firstName: Type.String(),
      lastName: Type.String(),
      username: Type.Union([Type.String(), Type.Null()]),
      email: Type.String(),
    }),
  }),
);
