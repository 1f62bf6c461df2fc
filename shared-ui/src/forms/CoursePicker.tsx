import type { CourseSelectionItem } from '@lectern/shared-api/contract';
import { useState, type ReactNode } from 'react';
import { CoursePickerField, type CoursePickerFieldProps } from './CoursePickerField.tsx';

/** An app's course search (useCourseSelection): the courses matching the text, debounced. */
export type CourseSearchHook = (text: string) => { courses: readonly CourseSelectionItem[]; isLoading: boolean; isError: boolean };

type OwnFields = 'text' | 'onTextChange' | 'selected' | 'onSelect' | 'courses' | 'loading' | 'failed' | 'noMatch';

export interface CoursePickerProps extends Omit<CoursePickerFieldProps, OwnFields> {
  /** Called as a hook with what is typed ('' once a course is chosen); the same function on every render. */
  useCourses: CourseSearchHook;
  /** Called with the chosen course, or null when the choice is cleared. */
  onChange: (course: CourseSelectionItem | null) => void;
  /** Offered in the open list when nothing matches the typed text (e.g. 'Suggest … as a new course'). */
  noMatch?: (text: string) => ReactNode;
  /** Drawn beside the field with what is searched ('' once a course is chosen): e.g. the suggest dialog. */
  children?: (search: string) => ReactNode;
}

/**
 * The course combobox with its state: what is typed, the course chosen, and the app's search,
 * which stops asking once a course is chosen. The footer shows only while none is.
 */
export function CoursePicker({ useCourses, onChange, noMatch, footer, children, ...field }: CoursePickerProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CourseSelectionItem | null>(null);
  const search = chosen ? '' : text;
  const { courses, isLoading, isError } = useCourses(search);
  return (
    <>
      <CoursePickerField
        {...field}
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
        noMatch={noMatch?.(text)}
        footer={chosen ? null : footer}
      />
      {children?.(search)}
    </>
  );
}
