import { GROUPS_PAGE_SIZE } from '@lectern/shared-api/contract';
import { useGroupList } from '@lectern/shared-api/student';
import { EmptyState, ListLoading, Pagination, QueryView, SearchField } from '@lectern/shared-ui/lists';
import Search from 'lucide-react/icons/search';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GroupList } from './GroupCard.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  ${stack('md')}
  min-width: 0;
`;

/** `?q=&page=` of the groups page: what Find a group searches and which page of it shows. */
function useFindParams() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { query, page, setQuery: (q: string) => update({ q: q || null, page: null }), setPage: (p: number) => update({ page: p > 1 ? String(p) : null }) };
}

/** Open groups by name, description words or course code ('CSC 204', 'csc204'), a page at a time, each with Join. */
export function FindGroups() {
  const { query, page, setQuery, setPage } = useFindParams();
  const found = useGroupList({ scope: 'find', query: query || undefined, page, limit: GROUPS_PAGE_SIZE });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('query') ?? '').trim());
  };
  return (
    <Stack>
      <SearchField label="Group name or course code" defaultValue={query} onSubmit={submit} />
      <QueryView
        query={found}
        loading={<ListLoading label="Finding groups..." />}
        failed="Could not search the groups."
        empty={
          <EmptyState icon={Search} title={query ? `No open groups match “${query}”.` : 'No open groups yet.'}>
            Try a course code such as CSC 204, or start a group yourself.
          </EmptyState>
        }
      >
        {(answer) => (
          <>
            <GroupList groups={answer.data} />
            {answer.pagination.totalPages > 1 ? (
              <Pagination page={answer.pagination.page} totalPages={answer.pagination.totalPages} onPage={setPage} label="Pages of groups" />
            ) : null}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
