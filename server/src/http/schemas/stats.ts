import { Type } from 'typebox';
import type { MyStats, PublicStats } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const PublicStatsSchema = matchesContract<PublicStats>()(
  Type.Object({
    students: Type.Integer(),
    courses: Type.Integer(),
    departments: Type.Integer(),
    resources: Type.Integer(),
  }),
);

export const MyStatsSchema = matchesContract<MyStats>()(
  Type.Object({
    uploads: Type.Integer(),
    pendingUploads: Type.Integer(),
    downloads: Type.Integer({ description: 'Of your approved materials' }),
    views: Type.Integer({ description: 'Of your approved materials' }),
    savedMaterials: Type.Integer({ description: 'Saved materials you can still open' }),
    likes: Type.Integer({ description: 'Of your approved materials' }),
    approvedUploads: Type.Integer({ description: 'Uploads ever approved, from the review record (rewards)' }),
    printingCredit: Type.Union([
      Type.Object({ earnedAt: Type.String({ format: 'date-time' }), honouredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }),
      Type.Null(),
    ]),
    answeredRequests: Type.Integer({ description: 'Requests for material of other people that your approved uploads answered' }),
  }),
);
