import { CLASSIFICATIONS, CLASSIFICATION_LABELS, MATERIAL_SORTS, type Classification, type MaterialSort } from '@lectern/shared-api';
import { MATERIAL_SORT_LABELS } from '@lectern/shared-api/contract';
import { useMaterialList, type MaterialListKind } from '@lectern/shared-api/student';
import { PAGE_PATHS } from '@lectern/shared-api/contract';
import { Button, ButtonLink, HiddenOnPhone, Icon } from '@lectern/shared-ui';
import { Select } from '@lectern/shared-ui/forms';
import { EmptyState, SearchField } from '@lectern/shared-ui/lists';
import SearchX from 'lucide-react/icons/search-x';
import Funnel from 'lucide-react/icons/funnel';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { panelBoxCss } from '../../../components/cardBox.ts';
import { AskWhenFew } from '../../../components/AskWhenFew.tsx';
import { MaterialGrid } from '../../../components/MaterialGrid.tsx';
import { PageColumn } from '../../../components/PageStack.tsx';
import { PublicFolders } from '../../../components/PublicFolders.tsx';
import { SearchToolbar } from '../../../components/SearchToolbar.tsx';
import { SearchCourses } from './SearchCourses.tsx';
import { SearchSummary } from './SearchSummary.tsx';

/** The three grid screens differ only in data: each is described here. */
export const BROWSE_KINDS = {
  recent: { kind: 'recent', title: 'Recent Materials', searchLabel: 'Search recent materials' },
  recommendations: { kind: 'recommendations', title: 'Recommendations', searchLabel: 'Search recommendations' },
  search: { kind: 'search', title: 'Search results', searchLabel: 'Search materials' },
} as const satisfies Record<string, { kind: MaterialListKind; title: string; searchLabel: string }>;

export type BrowseKind = keyof typeof BROWSE_KINDS;

const FilterPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${panelBoxCss}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const FilterFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const SORT_OPTIONS = MATERIAL_SORTS.map((value) => ({ value, label: MATERIAL_SORT_LABELS[value] }));
const CLASSIFICATION_OPTIONS = CLASSIFICATIONS.map((value) => ({ value, label: CLASSIFICATION_LABELS[value] }));

export const NO_MATERIALS = 'No materials found.';

/**
 * What to try when nothing is found, for what was asked: a search is told what a search can
 * find; only a filter that is set is mentioned.
 */
export function emptyAdvice(query: string, classification: Classification | undefined): string {
  if (classification) return query ? 'Try other words, or show every kind of material in the Filter.' : 'Nothing of this kind yet: show every kind of material in the Filter.';
  if (query) return 'Try fewer or other words, a course code such as CSC 204, or a course’s name.';
  return 'Find a course and look through its materials.';
}

/** A grid of materials with search, a Filter (sort, classification) and paging; the URL holds the state. */
export function BrowsePage({ kind }: { kind: BrowseKind }) {
  const described = BROWSE_KINDS[kind];
  const [params, setParams] = useSearchParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const filterId = useId();
  const query = params.get('q') ?? '';
  const sort = (MATERIAL_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as MaterialSort) : 'date';
  const classification = (CLASSIFICATIONS as readonly string[]).includes(params.get('classification') ?? '')
    ? (params.get('classification') as Classification)
    : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // "Search instead for calclus": the words as typed, with no closer spelling tried.
  const exact = kind === 'search' && params.get('exact') === '1';
  const list = useMaterialList(described.kind, {
    query: query || undefined,
    ...(exact ? { exact } : {}),
    sort,
    classification,
    page,
    ...(kind === 'recommendations' ? { ignorePreference: true } : {}),
  });

  /** The state with some of it changed; anything but the page starts again at page 1. */
  const changed = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    return next;
  };
  const update = (changes: Record<string, string | undefined>) => setParams(changed(changes));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('query') ?? '').trim() || undefined, exact: undefined });
  };

  return (
    <PageColumn>
      <h1>{kind === 'search' && query ? `Results for “${query}”` : described.title}</h1>
      <SearchToolbar>
        <SearchField label={described.searchLabel} defaultValue={query} onSubmit={submit} />
        <Button variant="secondary" aria-expanded={filterOpen} aria-controls={filterId} onClick={() => setFilterOpen((open) => !open)} title="Filter">
          <Icon icon={Funnel} size="sm" />
          <HiddenOnPhone>Filter</HiddenOnPhone>
        </Button>
      </SearchToolbar>
      <FilterPanel id={filterId} hidden={!filterOpen} aria-labelledby={`${filterId}-title`}>
        <h2 id={`${filterId}-title`}>
          <Icon icon={Funnel} size="sm" />
          Filter
        </h2>
        <FilterFields>
          <Select
            label="Sort by"
            name="sort"
            options={SORT_OPTIONS}
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'date' ? undefined : event.target.value })}
          />
          <Select
            label="Classification"
            name="classification"
            placeholder="All"
            options={CLASSIFICATION_OPTIONS}
            value={classification ?? ''}
            onChange={(event) => update({ classification: event.target.value || undefined })}
          />
        </FilterFields>
      </FilterPanel>
      {kind === 'search' && query && list.data && !list.isPlaceholderData ? (
        <>
          <SearchSummary page={list.data} exactSearch={(typed) => `?${changed({ q: typed, exact: '1' })}`} />
          {/* The courses the words name (a whole code, or a whole title among them), before their materials. */}
          <SearchCourses courses={list.data.courses} />
          {/* None or few found: ask for it, for the course the words name when they name one. */}
          <AskWhenFew total={list.data.pagination.total} query={query} course={list.data.courses?.length === 1 ? list.data.courses[0] : null} />
        </>
      ) : null}
      <MaterialGrid
        query={list}
        empty={
          <EmptyState
            icon={SearchX}
            title={NO_MATERIALS}
            action={
              <ButtonLink to={PAGE_PATHS.courses} variant="secondary">
                Browse courses
              </ButtonLink>
            }
          >
            {emptyAdvice(query, classification)}
          </EmptyState>
        }
        page={page}
        onPage={(next) => update({ page: String(next) })}
      />
      {/* The search also finds students' public folders: a small row under the materials, asked
          for once they are shown, so it never pushes a card the person is about to tap (a row
          above them arrived later and moved them down). */}
      <PublicFolders query={{ query }} enabled={kind === 'search' && query !== '' && !list.isPending} />
    </PageColumn>
  );
}
