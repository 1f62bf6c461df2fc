import type { Course } from '@lectern/shared-api';
import styled from 'styled-components';
import { courseStats } from './courseText.ts';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 700; }
`;

/** Total Departments, Active Links (approved links) and Course Status, the specification's three figures. */
export function CourseStats({ course }: { course: Course }) {
  const stats = courseStats(course);
  // The figure is shown above its name, but read after it (column-reverse keeps dt first in the DOM).
  return (
    <Tiles aria-label="Course statistics">
      <Tile>
        <dt>Total Departments</dt>
        <dd>{stats.totalDepartments}</dd>
      </Tile>
      <Tile>
        <dt>Active Links</dt>
        <dd>{stats.activeLinks}</dd>
      </Tile>
      <Tile>
        <dt>Course Status</dt>
        <dd>{stats.status}</dd>
      </Tile>
    </Tiles>
  );
}
