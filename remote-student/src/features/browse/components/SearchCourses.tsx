import { coursePagePath, formatCourseCode, type MaterialCourse } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { CardMeta } from '@lectern/shared-ui/lists';
import BookOpen from 'lucide-react/icons/book-open';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardIcon, CardLinkTitle, IconCard, IconCardList } from '../../../components/IconCard.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Body = styled.div`
  ${stack('xxs')}
  min-width: 0;
`;

/** How a course reads in a search's results: 'CSC 204 · Data Structures'. */
export const courseHeading = (course: MaterialCourse) => `${formatCourseCode(course.courseCode)} · ${course.courseName}`;

/**
 * Above a search's materials: the courses its words name (a whole course code, or a whole course
 * title among them), each leading to its course page. Nothing when they name none.
 */
export function SearchCourses({ courses }: { courses: readonly MaterialCourse[] | undefined }) {
  if (!courses || courses.length === 0) return null;
  return (
    <section aria-label="Courses">
      <IconCardList>
        {courses.map((course) => (
          <li key={course.id}>
            <IconCard aria-label={courseHeading(course)}>
              <CardIcon aria-hidden="true">
                <Icon icon={BookOpen} size="md" />
              </CardIcon>
              <Body>
                <CardLinkTitle>
                  <Link to={coursePagePath(course.courseCode)}>{courseHeading(course)}</Link>
                </CardLinkTitle>
                <CardMeta>Course</CardMeta>
              </Body>
            </IconCard>
          </li>
        ))}
      </IconCardList>
    </section>
  );
}
