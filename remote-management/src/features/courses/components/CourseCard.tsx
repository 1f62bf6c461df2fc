import { formatCourseCode, type Course } from '@lectern/shared-api';
import { Badge, statusTone } from '@lectern/shared-ui/lists';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { departmentLinks, statusLabel } from './courseText.ts';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: border-color 150ms ease, box-shadow 150ms ease;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; box-shadow: ${({ theme }) => theme.shadows.md}; }
  &:has(:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ theme }) => theme.media.reducedMotion} { transition: none; }
`;

/**
 * The course's name is the card's button, and its press area is stretched over the whole card:
 * a press anywhere opens the detail, while the button's name stays the name a person reads
 * (a whole card as one button named by its title alone is a label-content mismatch).
 */
const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible { outline: none; }
`;

const Top = styled.span`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Line = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Description = styled(Line)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
`;

/** 'Computer Science, Mathematics Pending': a link not yet approved carries its status. */
function DepartmentList({ course }: { course: Course }) {
  const links = departmentLinks(course);
  if (links.length === 0) return <>None</>;
  return (
    <>
      {links.map(({ name, status }, index) => (
        <Fragment key={name}>
          {index > 0 ? ', ' : null}
          {name}
          {status === 'approved' ? null : (
            <>
              {' '}
              <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A course in the grid, as the specification shows it: name, code, departments, description. A press anywhere on the
 * card opens the course detail dialog; its button is named by the course, the rest describes it.
 */
export function CourseCard({ course, onOpen }: { course: Course; onOpen: (id: string) => void }) {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}name`}>
      <Top>
        <Name>
          <OpenButton id={`${id}name`} type="button" aria-describedby={`${id}details`} onClick={() => onOpen(course.id)}>
            {course.courseName}
          </OpenButton>
        </Name>
        <Badge tone={statusTone(course.reviewStatus)}>{statusLabel(course.reviewStatus)}</Badge>
      </Top>
      <span id={`${id}details`}>
        <Line>Code: {formatCourseCode(course.courseCode)}</Line>
        <Line>
          Departments: <DepartmentList course={course} />
        </Line>
        <Description>{course.description || 'No description provided.'}</Description>
      </span>
    </Card>
  );
}
