import { spreadRowCss, stack } from '@lectern/shared-ui/rows';
import styled from 'styled-components';

// The course page's sections under its materials (study groups, requested materials) share one look.

/** A titled section of the course page. */
export const CourseSection = styled.section`
  ${stack('sm')}
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** One item of such a section: its text, then its action, wrapping on a phone. */
export const CourseSectionRow = styled.li`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
