import { coursePagePath, formatCourseCode, UNMET_SEARCH_DAYS, type MaterialGaps, type UnmetSearchCourse } from '@lectern/shared-api/contract';
import { useMaterialGaps } from '@lectern/shared-api/management';
import { QueryView, type QueryLike } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OverviewPanel } from './OverviewPanel.ts';

export const MOST_ASKED_TITLE = 'Most asked for';
export const UNMET_TITLE = `Searches that found nothing (last ${UNMET_SEARCH_DAYS} days)`;
export const NO_COURSE = 'No course named';

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  > li:last-child {
    border-bottom: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Queries = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One panel's states: its own muted lines, as Recent Activity's, since it is one part of the overview. */
function GapsView({ query, isEmpty, empty, children }: { query: QueryLike<MaterialGaps>; isEmpty: (gaps: MaterialGaps) => boolean; empty: string; children: (gaps: MaterialGaps) => ReactNode }) {
  return (
    <QueryView
      query={query}
      loading={<Muted role="status">Loading...</Muted>}
      renderError={() => <Muted role="alert">This could not be loaded.</Muted>}
      isEmpty={isEmpty}
      empty={<Muted>{empty}</Muted>}
    >
      {children}
    </QueryView>
  );
}

function courseName(group: UnmetSearchCourse): ReactNode {
  if (!group.course) return NO_COURSE;
  return (
    <Link to={coursePagePath(group.course.courseCode)}>
      {formatCourseCode(group.course.courseCode)}: {group.course.courseName}
    </Link>
  );
}

/**
 * The overview's two panels of what is missing: the open requests most asked
 * for, and per course the searches that found nothing lately. Every text is shown as text.
 */
export function MaterialGapsPanels() {
  const gaps = useMaterialGaps();
  return (
    <Panels>
      <OverviewPanel aria-labelledby="most-asked">
        <h2 id="most-asked">{MOST_ASKED_TITLE}</h2>
        <GapsView query={gaps} isEmpty={(data) => data.mostAsked.length === 0} empty="No open requests for material.">
          {({ mostAsked }) => (
            <List>
              {mostAsked.map((request) => (
                <li key={request.id}>
                  {request.text}
                  <small>
                    {formatCourseCode(request.course.courseCode)} · {times(request.askers, 'person asked', 'people asked')}
                  </small>
                </li>
              ))}
            </List>
          )}
        </GapsView>
      </OverviewPanel>
      <OverviewPanel aria-labelledby="unmet-searches">
        <h2 id="unmet-searches">{UNMET_TITLE}</h2>
        <GapsView query={gaps} isEmpty={(data) => data.unmetSearches.length === 0} empty="Every search found something.">
          {({ unmetSearches }) => (
            <List>
              {unmetSearches.map((group) => (
                <li key={group.course?.id ?? 'none'}>
                  {courseName(group)}
                  <small>{times(group.searches, 'search', 'searches')}</small>
                  <Queries aria-label={`Searches of ${group.course ? formatCourseCode(group.course.courseCode) : 'no course'}`}>
                    {group.queries.map((query) => (
                      <li key={query.query}>
                        “{query.query}” × {query.searches}
                      </li>
                    ))}
                  </Queries>
                </li>
              ))}
            </List>
          )}
        </GapsView>
      </OverviewPanel>
    </Panels>
  );
}
