import { MaterialReviewCard } from '../components/cards/MaterialReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/** Uploads waiting to be listed (docs/spec-resolutions.md: Materials Review in the same layout). */
export const materialsView: ReviewKindView<'materials'> = {
  kind: 'materials',
  title: 'Materials Review',
  intro: 'Uploads wait here until they are approved. Students are told they are reviewed within 24 hours.',
  noun: { title: 'Material', text: 'material' },
  searchLabel: 'Search materials',
  empty: {
    title: 'No materials found',
    pending: 'There are no materials waiting for review.',
    approved: 'There are no approved materials.',
    rejected: 'There are no rejected materials.',
  },
  loading: 'Loading materials...',
  loadError: { failed: 'Failed to load materials', exception: 'An error occurred while loading materials' },
  toasts: {
    approved: 'Material approved',
    rejected: 'Material rejected',
    deleted: 'Material deleted successfully',
    deleteFailed: 'Failed to delete material',
  },
  keyOf: (material) => material.id,
  nameOf: (material) => material.label,
  renderCard: (material) => <MaterialReviewCard material={material} />,
};
