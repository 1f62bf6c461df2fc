import { CLASSIFICATIONS, CLASSIFICATION_LABELS, MATERIAL_SORTS, type Classification, type MaterialSort } from '@lectern/shared-api';
import { MATERIAL_SORT_LABELS } from '@lectern/shared-api/contract';
import { useMaterialList, type MaterialListKind } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MaterialGrid } from '../../../components/MaterialGrid.tsx';
import { SearchField } from '@lectern/shared-ui/lists';

/** The three grid screens differ only in data: each is described here. */
export const BROWSE_KINDS = {
  recent: { kind: 'recent', title: 'Recent Materials', searchLabel: 'Search recent materials' },
  recommendations: { kind: 'recommendations', title: 'Recommendations', searchLabel: 'Search recommendations' },
  search: { kind: 'search', title: 'Search results', searchLabel: 'Search materials' },
} as const satisfies Record<string, { kind: MaterialListKind; title: string; searchLabel: string }>;

export type BrowseKind = keyof typeof BROWSE_KINDS;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

const Filters = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select {
    min-height: 40px;
  }
`;

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
  const list = useMaterialList(described.kind, {
    query: query || undefined,
    sort,
    classification,
    page,
    ...(kind === 'recommendations' ? { ignorePreference: true } : {}),
  });

  /** Change some of the state; anything but the page starts again at page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('query') ?? '').trim() || undefined });
  };

  return (
    <Stack>
      <h1>{kind === 'search' && query ? `Results for “${query}”` : described.title}</h1>
      <Toolbar>
        <SearchField label={described.searchLabel} defaultValue={query} onSubmit={submit} />
        <Button variant="secondary" aria-expanded={filterOpen} aria-controls={filterId} onClick={() => setFilterOpen((open) => !open)}>
          Filter
        </Button>
      </Toolbar>
      <Filters id={filterId} hidden={!filterOpen}>
        <legend>Filter</legend>
        <label>
          Sort by
          <select value={sort} onChange={(event) => update({ sort: event.target.value === 'date' ? undefined : event.target.value })}>
            {MATERIAL_SORTS.map((value) => (
              <option key={value} value={value}>
                {MATERIAL_SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Classification
          <select value={classification ?? ''} onChange={(event) => update({ classification: event.target.value || undefined })}>
            <option value="">All</option>
            {CLASSIFICATIONS.map((value) => (
              <option key={value} value={value}>
                {CLASSIFICATION_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <MaterialGrid query={list} empty="No materials found." page={page} onPage={(next) => update({ page: String(next) })} />
    </Stack>
  );
}
