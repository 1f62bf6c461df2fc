import type { CourseSelectionItem } from '@lectern/shared-api';
import { useCourseSelection } from '@lectern/shared-api/management';
import { CoursePickerField } from '@lectern/shared-ui/forms';
import { useState } from 'react';

export interface CoursePickerProps {
  /** Called with the chosen course, or null when the choice is cleared. */
  onChange: (course: CourseSelectionItem | null) => void;
  /** Leaving the box marks the field visited, so its error may show. */
  onBlur?: () => void;
  error?: string;
}

/**
 * The existing course to link: the shared course combobox, searching the approved courses by
 * code or name once typing pauses for 300 ms (spec §5; the debounce is in useCourseSelection).
 */
export function CoursePicker({ onChange, onBlur, error }: CoursePickerProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CourseSelectionItem | null>(null);
  const { courses, isLoading, isError } = useCourseSelection(chosen ? '' : text);
  return (
    <CoursePickerField
      label="Course"
      hint="Type a course code or name, then choose the course."
      placeholder="Search by course code or name"
      error={error}
      text={text}
      onTextChange={setText}
      selected={chosen}
      onSelect={(course) => {
        setChosen(course);
        onChange(course);
      }}
      courses={courses}
      loading={isLoading}
      failed={isError}
      onBlur={onBlur}
    />
  );
}
