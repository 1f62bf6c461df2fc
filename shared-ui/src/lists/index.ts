// @lectern/shared-ui/lists: what paged lists of cards are made of (the student area's grids,
// the portal's course and review screens, the landing page's features). Its own entry, not shared at run time, so
// a bundle keeps only the parts it uses (the landing page: CardGrid alone).
export { CardGrid } from './CardGrid.tsx';
export { CardBody, CardFrame, CardMeta, CardTitle } from './CardFrame.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { EmptyState, type EmptyStateProps, ErrorBox, Badge, statusTone, type BadgeTone } from './ListStates.tsx';
export { ListLine, ListLoading, type ListLoadingProps } from './ListLoading.tsx';
export { QueryView, isEmptyList, type QueryLike, type QueryViewProps } from './QueryView.tsx';
export { OfflineNote, OFFLINE_TEXTS, formatSeenAt } from './OfflineNote.tsx';
export { TagChips, TagList, type TagChipsProps } from './TagChips.tsx';
export { SearchField, type SearchFieldProps } from './SearchField.tsx';
export { Snippet, type SnippetProps } from './Snippet.tsx';
export { snippetParts, type SnippetPart } from './snippetParts.ts';
export { PreviewStatusNote, type PreviewStatusNoteProps } from './PreviewStatusNote.tsx';
