import { formatCourseCode, type Course } from '@lectern/shared-api';
import { CardBody, CardTitle, Description, Meta } from './cardParts.tsx';

/** A proposed course: name, code, how many departments take it, description. */
export function CourseReviewCard({ course }: { course: Course }) {
  return (
    <CardBody>
      <CardTitle>{course.courseName}</CardTitle>
      <Meta>Code: {formatCourseCode(course.courseCode)}</Meta>
      {course.departments.length > 0 ? <Meta>Departments: {course.departments.length}</Meta> : null}
      <Description>{course.description || 'No description provided.'}</Description>
    </CardBody>
  );
}
