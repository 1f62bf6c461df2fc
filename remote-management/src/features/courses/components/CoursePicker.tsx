import { formatCourseCode, type CourseSelectionItem } from '@lectern/shared-api';
import { useCourseSelection } from '@lectern/shared-api/management';
import { Button } from '@lectern/shared-ui';
import { FieldRoot, Label, controlStyles, describedBy } from '@lectern/shared-ui/forms';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Root = styled(FieldRoot)`
  position: relative;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  font: inherit;
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-height: 16rem;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};

  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  span { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Status = styled.li`
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export const courseTitle = (course: Pick<CourseSelectionItem, 'courseCode' | 'courseName'>) => `${formatCourseCode(course.courseCode)} - ${course.courseName}`;

export interface CoursePickerProps {
  /** Called with the chosen course, or null when the choice is cleared. */
  onChange: (course: CourseSelectionItem | null) => void;
  /** Leaving the box marks the field visited, so its error may show. */
  onBlur?: () => void;
  error?: string;
}

/**
 * The existing course to link: a combobox (ARIA 1.2 pattern) that searches the approved courses
 * by code or name once typing pauses for 300 ms (spec §5).
 */
export function CoursePicker({ onChange, onBlur, error }: CoursePickerProps) {
  const id = useId();
  const listId = `${id}list`;
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CourseSelectionItem | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const { courses, isLoading, isError } = useCourseSelection(chosen ? '' : text);
  const expanded = open && !chosen && text.trim().length > 0;
  const activeIndex = active < courses.length ? active : -1;

  const choose = (course: CourseSelectionItem) => {
    setChosen(course);
    setText(courseTitle(course));
    setOpen(false);
    setActive(-1);
    onChange(course);
  };

  const clear = () => {
    setChosen(null);
    setText('');
    onChange(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      if (courses.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex === -1 ? (step === 1 ? 0 : courses.length - 1) : (activeIndex + step + courses.length) % courses.length);
    } else if (event.key === 'Enter') {
      // Enter picks a course; it never submits the form from here.
      event.preventDefault();
      const course = activeIndex >= 0 ? courses[activeIndex] : undefined;
      if (expanded && course) choose(course);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list only, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Root>
      <Label htmlFor={`${id}input`}>Course</Label>
      <Row>
        <Input
          ref={inputRef}
          id={`${id}input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}option-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? `${id}error` : `${id}hint`)}
          autoComplete="off"
          placeholder="Search by course code or name"
          value={text}
          readOnly={Boolean(chosen)}
          $invalid={Boolean(error)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        />
        {chosen ? (
          <Button variant="secondary" onClick={clear} aria-label={`Clear course ${formatCourseCode(chosen.courseCode)}`}>
            Clear
          </Button>
        ) : null}
      </Row>
      <List id={listId} role="listbox" aria-label="Courses" hidden={!expanded}>
        {isLoading ? <Status role="presentation">Searching courses...</Status> : null}
        {!isLoading && isError ? <Status role="presentation">Could not search courses. Keep typing to try again.</Status> : null}
        {!isLoading && !isError && courses.length === 0 ? <Status role="presentation">No courses found</Status> : null}
        {!isLoading
          ? courses.map((course, index) => (
              <Option
                key={course.id}
                id={`${id}option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                $active={index === activeIndex}
                // Keep focus in the text box so the combobox stays one focus stop.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(course)}
              >
                <strong>{courseTitle(course)}</strong>
                {course.description ? <span>{course.description}</span> : null}
              </Option>
            ))
          : null}
      </List>
      {error ? (
        <Note id={`${id}error`} $error>
          {error}
        </Note>
      ) : (
        <Note id={`${id}hint`}>Type a course code or name, then choose the course.</Note>
      )}
    </Root>
  );
}
