import type { Course } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { Button, Icon } from '@lectern/shared-ui';
import { spreadRowCss } from '@lectern/shared-ui/rows';
import Unlink from 'lucide-react/icons/unlink';
import { Badge, EmptyState, statusTone } from '@lectern/shared-ui/lists';
import Building2 from 'lucide-react/icons/building-2';
import styled from 'styled-components';
import { linkStatus, statusLabel } from './courseText.ts';

export type CourseLinkRow = Course['departments'][number];

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  strong { overflow-wrap: anywhere; }
  span { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The departments that take the course, each with its level and the link's status, and Unlink. */
export function CourseDepartments({ course, onUnlink }: { course: Course; onUnlink: (link: CourseLinkRow) => void }) {
  if (course.departments.length === 0) {
    return (
      <EmptyState icon={Building2} title={COURSE_MESSAGES.noDepartments}>
        Link one below to offer the course.
      </EmptyState>
    );
  }
  return (
    <List aria-label="Linked departments">
      {course.departments.map((link) => (
        <Row key={link.departmentId}>
          <Facts>
            <strong>{link.department.name}</strong>
            <span>Level {link.level}</span>
            <Badge tone={statusTone(linkStatus(link))}>{statusLabel(linkStatus(link))}</Badge>
          </Facts>
          <Button variant="secondary" size="sm" aria-label={`Unlink ${link.department.name}`} onClick={() => onUnlink(link)}>
            <Icon icon={Unlink} size="sm" />
            Unlink
          </Button>
        </Row>
      ))}
    </List>
  );
}
