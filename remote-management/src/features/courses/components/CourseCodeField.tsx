import { COURSE_CODE_MAX } from '@lectern/shared-api';
import { COURSE_MESSAGES, storedCourseCode } from '@lectern/shared-api/contract';
import { notify } from '@lectern/shared-ui';
import { TextField } from '@lectern/shared-ui/forms';
import type { FocusEventHandler } from 'react';

export interface CourseCodeFieldProps {
  name: string;
  value: string;
  /** The code as it may be stored: spaces already removed. */
  onValueChange: (code: string) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string;
}

/**
 * The course code, by the specification's rule: spaces are removed as they are typed or pasted, and the toast says
 * so. No maxLength: a 7th character must reach the form so that its message can refuse it.
 */
export function CourseCodeField({ name, value, onValueChange, onBlur, error }: CourseCodeFieldProps) {
  return (
    <TextField
      label="Course code"
      name={name}
      value={value}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="e.g. CSC204"
      hint={`At most ${COURSE_CODE_MAX} letters and digits, no spaces.`}
      error={error}
      onBlur={onBlur}
      onChange={(event) => {
        const typed = event.target.value;
        if (/\s/.test(typed)) notify.info(COURSE_MESSAGES.courseCodeNoSpaces);
        onValueChange(storedCourseCode(typed));
      }}
    />
  );
}
