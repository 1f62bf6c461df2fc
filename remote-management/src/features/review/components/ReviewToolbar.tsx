import { Select } from '@lectern/shared-ui/forms';
import { SearchField } from '@lectern/shared-ui/lists';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { ReviewKindView } from '../kinds/index.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > form {
    flex: 1 1 20rem;
  }
`;

const Filter = styled(Select)`
  flex: 0 1 14rem;
`;

export interface ReviewToolbarProps {
  view: ReviewKindView;
  query: string;
  type: string;
  onSearch: (text: string) => void;
  onType: (type: string) => void;
}

/** The search box (its text applies on submit only) and the kind's own filter, if it has one. */
export function ReviewToolbar({ view, query, type, onSearch, onType }: ReviewToolbarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('query') ?? ''));
  };
  return (
    <Bar>
      <SearchField label={view.searchLabel} defaultValue={query} onSubmit={submit} />
      {view.typeFilter ? (
        <Filter
          label={view.typeFilter.label}
          name="type"
          placeholder={view.typeFilter.allLabel}
          options={view.typeFilter.options}
          value={type}
          onChange={(event) => onType(event.target.value)}
        />
      ) : null}
    </Bar>
  );
}
