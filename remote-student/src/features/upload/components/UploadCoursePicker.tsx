import type { CourseSelectionItem } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { useCourseSelection } from '@lectern/shared-api/student';
import { Button } from '@lectern/shared-ui';
import { CoursePicker, courseTitle } from '@lectern/shared-ui/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { SuggestCourseDialog } from './SuggestCourseDialog.tsx';

const LinkButton = styled(Button)`
  align-self: flex-start;
  min-height: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
`;

const Sent = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface UploadCoursePickerProps {
  /** Called with the chosen course, or null when the choice is cleared. */
  onChange: (course: CourseSelectionItem | null) => void;
  error?: string;
}

/**
 * Optional course of an upload: the shared course picker, searching the approved courses by
 * code or title once typing pauses for 300 ms (the debounce is in useCourseSelection). A course
 * it does not know can be suggested; it is picked once staff approve it.
 */
export function UploadCoursePicker({ onChange, error }: UploadCoursePickerProps) {
  const [suggesting, setSuggesting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const openSuggest = () => setSuggesting(true);
  return (
    <CoursePicker
      useCourses={useCourseSelection}
      label="Course (optional)"
      hint="Link the upload to its course so classmates find it."
      placeholder="Search by course code or title"
      error={error}
      onChange={onChange}
      noMatch={(text) => (
        // In the open list: the focus stays in the box on mouse down, as with the options.
        <LinkButton variant="ghost" size="sm" onMouseDown={(event) => event.preventDefault()} onClick={openSuggest}>
          Suggest “{text.trim()}” as a new course
        </LinkButton>
      )}
      footer={
        <>
          {sent ? (
            <Sent>
              {sent} was sent for review. {COURSE_MESSAGES.proposalPending}
            </Sent>
          ) : null}
          <LinkButton variant="ghost" size="sm" onClick={openSuggest}>
            {COURSE_MESSAGES.suggestCourse}
          </LinkButton>
        </>
      }
    >
      {(search) => (
        <SuggestCourseDialog open={suggesting} search={search} onClose={() => setSuggesting(false)} onSent={(course) => setSent(courseTitle(course))} />
      )}
    </CoursePicker>
  );
}
