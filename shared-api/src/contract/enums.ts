// Enumerations of the specification's data model. Values are what travels over the wire.
export const ROLES = ['student', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const VISIBILITIES = ['public', 'private', 'unlisted'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public',
  private: 'Private',
  unlisted: 'Unlisted',
};

export const RESTRICTIONS = ['downloadable', 'view only', 'restricted'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];
export const RESTRICTION_LABELS: Record<Restriction, string> = {
  downloadable: 'Downloadable',
  'view only': 'View Only',
  restricted: 'Restricted',
};

export const CLASSIFICATIONS = [
  'exam-past-questions',
  'lecture-notes',
  'assignments',
  'tutorials',
  'lab-reports',
  'study-guides',
  'other',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];
export const CLASSIFICATION_LABELS: Record<Classification, string> = {
  'exam-past-questions': 'Exam Past Questions',
  'lecture-notes': 'Lecture Notes',
  assignments: 'Assignments',
  tutorials: 'Tutorials',
  'lab-reports': 'Lab Reports',
  'study-guides': 'Study Guides',
  other: 'Other',
};

export const SUGGESTION_TYPES = ['course', 'material'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const MATERIAL_SORTS = ['name', 'date', 'downloads'] as const;
export type MaterialSort = (typeof MATERIAL_SORTS)[number];
