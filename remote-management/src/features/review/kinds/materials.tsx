import { MaterialReviewCard } from '../components/cards/MaterialReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

/** Uploads waiting to be listed (docs/spec-resolutions.md: Materials Review in the same layout). */
export const materialsView: ReviewKindView<'materials'> = {
  kind: 'materials',
  title: 'Materials Review',
  intro: 'Uploads wait here until they are approved. Students are told they are reviewed within 24 hours.',
  ...queueWords({ title: 'Material', text: 'material' }, 'materials'),
  searchLabel: 'Search materials',
  keyOf: (material) => material.id,
  nameOf: (material) => material.label,
  renderCard: (material) => <MaterialReviewCard material={material} />,
};
