import { PAGE_PATHS } from '@lectern/shared-api/contract';
import { useMaterialList } from '@lectern/shared-api/student';
import { Button, ButtonLink, Icon } from '@lectern/shared-ui';
import { EmptyState, SearchField } from '@lectern/shared-ui/lists';
import Bookmark from 'lucide-react/icons/bookmark';
import SearchX from 'lucide-react/icons/search-x';
import Upload from 'lucide-react/icons/upload';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { KeepOfflineToggle } from '../../../components/KeepOfflineToggle.tsx';
import { MaterialRow } from '../../../components/MaterialRow.tsx';
import { FolderSection } from './FolderSection.tsx';
import { KeptOfflineSection } from './KeptOfflineSection.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  ${stack('xl')}
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** A search that found nothing in one of the two lists. */
function NoMatch({ title }: { title: string }) {
  return (
    <EmptyState icon={SearchX} title={title}>
      Try other words, or clear the search to see everything.
    </EmptyState>
  );
}

/** /dashboard/libraries: the student's folders, what they saved and what they uploaded (with its review status). */
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
      <FolderSection />
      <SearchField label="Search my libraries" defaultValue={query} onSubmit={submit} />
      <MaterialRow
        title="Saved Materials"
        query={saved}
        cornerAction={(material) => <KeepOfflineToggle material={material} size="sm" compact />}
        empty={
          query ? (
            <NoMatch title="Nothing saved matches your search." />
          ) : (
            <EmptyState
              icon={Bookmark}
              title="You have not saved any materials yet."
              action={
                <ButtonLink to={PAGE_PATHS.courses} variant="secondary">
                  Browse courses
                </ButtonLink>
              }
            >
              Press Save on a material to keep it here.
            </EmptyState>
          )
        }
      />
      <KeptOfflineSection />
      <MaterialRow
        title="My Uploads"
        query={mine}
        showReviewStatus
        empty={
          query ? (
            <NoMatch title="None of your uploads match your search." />
          ) : (
            <EmptyState
              icon={Upload}
              title="You have not uploaded anything yet."
              action={
                <Button onClick={onUpload}>
                  <Icon icon={Upload} size="sm" />
                  Upload a material
                </Button>
              }
            >
              Share your notes and past questions: staff review each upload within 24 hours.
            </EmptyState>
          )
        }
      />
    </Stack>
  );
}
