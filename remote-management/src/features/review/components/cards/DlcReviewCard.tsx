import { formatCourseCode, type DepartmentCourseReviewItem } from '@lectern/shared-api';
import { Badge } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { CardBody, CardTitle, Description, Meta, Row, Section } from './cardParts.tsx';

const CourseName = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A course offered by a department at a level: the department, its level, then the course. */
export function DlcReviewCard({ item }: { item: DepartmentCourseReviewItem }) {
  const { course, department } = item;
  return (
    <CardBody>
      <Row>
        <Badge>Level {item.level}</Badge>
      </Row>
      {/* The department directory may not know the department yet: its id still says which one. */}
      <CardTitle>{department.name || item.departmentId}</CardTitle>
      <Section>
        <CourseName>{course.courseName}</CourseName>
        <Meta>{formatCourseCode(course.courseCode)}</Meta>
        {course.description ? <Description>{course.description}</Description> : null}
      </Section>
    </CardBody>
  );
}
