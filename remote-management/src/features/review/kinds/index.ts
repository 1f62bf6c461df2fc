import type { ReviewKind } from '@lectern/shared-api';
import { advertsView } from './adverts.tsx';
import { blogsView } from './blogs.tsx';
import { coursesView } from './courses.tsx';
import { dlcView } from './dlc.tsx';
import { groupReportsView } from './groupReports.tsx';
import type { ReviewKindView } from './kindView.ts';
import { materialsView } from './materials.tsx';
import { moderatorsView } from './moderators.tsx';
import { reportsView } from './reports.tsx';

export type { ReviewKindView } from './kindView.ts';

/** Every review queue the portal has, by kind. */
export const REVIEW_KIND_VIEWS: { [K in ReviewKind]: ReviewKindView<K> } = {
  courses: coursesView,
  dlc: dlcView,
  blogs: blogsView,
  materials: materialsView,
  reports: reportsView,
  moderators: moderatorsView,
  adverts: advertsView,
  'group-reports': groupReportsView,
};
