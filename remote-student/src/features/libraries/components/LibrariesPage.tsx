import { useMaterialList } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MaterialRow } from '../../../components/MaterialRow.tsx';
import { SearchField } from '@lectern/shared-ui/lists';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** /dashboard/libraries: what the student saved and what they uploaded (with its review status). */
export function LibrariesPage({ onUpload }: { onUpload: () => void }) {
  const [query, setQuery] = useState('');
  const saved = useMaterialList('saved', { query: query || undefined });
  const mine = useMaterialList('mine', { query: query || undefined });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('query') ?? '').trim());
  };
  return (
    <Stack>
      <h1>My Libraries</h1>
      <SearchField label="Search my libraries" defaultValue={query} onSubmit={submit} />
      <MaterialRow
        title="Saved Materials"
        query={saved}
        empty={query ? 'Nothing saved matches your search.' : 'You have not saved any materials yet.'}
      />
      <MaterialRow
        title="My Uploads"
        query={mine}
        showReviewStatus
        empty={
          query ? (
            'None of your uploads match your search.'
          ) : (
            <>
              You have not uploaded anything yet.{' '}
              <Button size="sm" onClick={onUpload}>
                Upload a material
              </Button>
            </>
          )
        }
      />
    </Stack>
  );
}
