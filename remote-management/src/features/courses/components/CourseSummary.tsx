import { formatCourseCode, type Course } from '@lectern/shared-api';
import { Button, Icon } from '@lectern/shared-ui';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Badge, statusTone } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { createdDate, statusLabel } from './courseText.ts';
import { cluster } from '@lectern/shared-ui/rows';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong { font-size: ${({ theme }) => theme.fontSizes.md}; color: ${({ theme }) => theme.colors.text}; }
`;

const Description = styled.p`
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

export interface CourseSummaryProps {
  course: Course;
  onEdit: () => void;
  /** Absent for anyone but an admin: only admins may delete, by the specification's roles. */
  onDelete?: () => void;
}

/** The course's code, status, description and created date, with Edit and (admins) Delete. */
export function CourseSummary({ course, onEdit, onDelete }: CourseSummaryProps) {
  return (
    <Root>
      <Meta>
        <strong>{formatCourseCode(course.courseCode)}</strong>
        <Badge tone={statusTone(course.reviewStatus)}>{statusLabel(course.reviewStatus)}</Badge>
        <span>
          Created <time dateTime={course.createdAt}>{createdDate(course.createdAt)}</time>
        </span>
      </Meta>
      <Description>{course.description || 'No description provided.'}</Description>
      <Actions>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Icon icon={Pencil} size="sm" />
          Edit
        </Button>
        {onDelete ? (
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Icon icon={Trash2} size="sm" />
            Delete
          </Button>
        ) : null}
      </Actions>
    </Root>
  );
}
