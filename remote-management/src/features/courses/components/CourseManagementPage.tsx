import { SearchField } from '@lectern/shared-ui/lists';
import { useState } from 'react';
import styled from 'styled-components';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useCourseBrowser } from '../hooks/useCourseBrowser.ts';
import { AddCoursePanel } from './AddCoursePanel.tsx';
import { CourseDetailDialog } from './CourseDetailDialog.tsx';
import { CourseResults } from './CourseResults.tsx';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** /management/courses: search, the Add Course panel, the paged course grid and the course detail dialog. */
export function CourseManagementPage() {
  const { query, page, setPage, search, clearSearch, result } = useCourseBrowser();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Page>
      <PageHeader title="Course Management" intro="Add courses, link them to departments and keep their details right." />
      <SearchField label="Search by course code or name" defaultValue={query} onSubmit={search} />
      <AddCoursePanel />
      <CourseResults result={result} page={page} searched={query !== ''} onClearSearch={clearSearch} onPage={setPage} onOpen={setOpenId} />
      {openId ? <CourseDetailDialog key={openId} courseId={openId} onClose={() => setOpenId(null)} /> : null}
    </Page>
  );
}
