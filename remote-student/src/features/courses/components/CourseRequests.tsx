import { MATERIAL_REQUEST_MESSAGES as M, type MaterialCourse, type MaterialRequest } from '@lectern/shared-api/contract';
import { useCourseRequests } from '@lectern/shared-api/student';
import { LocalTime } from '@lectern/shared-ui';
import { ListLine, ListLoading, Pagination, QueryView } from '@lectern/shared-ui/lists';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { AskForMaterial } from '../../../components/AskForMaterial.tsx';
import { RowList } from '../../../components/RowList.tsx';
import { formatCount } from '../../../components/formatCount.ts';
import { formatDay } from '../../../components/formatDay.ts';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { MeTooToggle } from './MeTooToggle.tsx';
import { CourseSection as Section, CourseSectionRow as Row } from './CourseSectionParts.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Text = styled.div`
  ${stack('xxs')}
  flex: 1 1 14rem;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Mine = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const NO_REQUESTS = 'Nobody has asked for material for this course yet.';
export const FAILED_REQUESTS = 'Could not load the requested materials.';
export const ASK_ON_COURSE = 'Ask for material';

/** "3 people asked": everyone who needs it, its author included. */
export const askersLine = (askers: number) => `${formatCount(askers, 'person', 'people')} asked`;

function RequestRow({ request }: { request: MaterialRequest }) {
  return (
    <Row>
      <Text>
        {/* As written, as text: React never reads it as markup. */}
        <p>{request.text}</p>
        <span>
          {askersLine(request.askers)} · <LocalTime dateTime={request.createdAt} format={formatDay} />
        </span>
      </Text>
      {request.mine ? <Mine>You asked for this</Mine> : <MeTooToggle request={request} />}
    </Row>
  );
}

/** The course page's "Requested materials": open requests, most asked for first, each with Me too. */
export function CourseRequests({ course }: { course: MaterialCourse }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const requests = useCourseRequests(course.id, page);
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{M.heading}</h2>
        <AskForMaterial course={course} label={ASK_ON_COURSE} />
      </SectionHeader>
      <QueryView query={requests} loading={<ListLoading label="Loading requests..." />} failed={FAILED_REQUESTS} empty={<ListLine>{NO_REQUESTS}</ListLine>}>
        {(found) => (
          <>
            <RowList>
              {found.data.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </RowList>
            {found.pagination.totalPages > 1 ? <Pagination page={page} totalPages={found.pagination.totalPages} onPage={setPage} label="Requested materials pages" /> : null}
          </>
        )}
      </QueryView>
    </Section>
  );
}
