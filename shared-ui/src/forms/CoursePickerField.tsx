import { formatCourseCode, type CourseSelectionItem } from '@lectern/shared-api/contract';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../primitives/Button.tsx';
import { controlStyles, describedBy, FieldRoot, Label } from './fieldStyles.ts';

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

const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const List = styled.ul`
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
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

const PopupFooter = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** How a course reads in the picker and in its box once chosen: 'CSC 204 - Data Structures'. */
export const courseTitle = (course: Pick<CourseSelectionItem, 'courseCode' | 'courseName'>) => `${formatCourseCode(course.courseCode)} - ${course.courseName}`;

export interface CoursePickerFieldProps {
  label: ReactNode;
  /** The line under the box while there is no error. */
  hint: ReactNode;
  placeholder?: string;
  error?: string;
  /** What is in the box: the search text, or the chosen course's title. */
  text: string;
  onTextChange: (text: string) => void;
  /** The chosen course; while set, the box is read-only and a Clear button shows. */
  selected: CourseSelectionItem | null;
  /** Called with the chosen course, or null when the choice is cleared. */
  onSelect: (course: CourseSelectionItem | null) => void;
  /** The courses matching `text` (the caller searches, debounced). */
  courses: readonly CourseSelectionItem[];
  /** The search for the current text is still under way. */
  loading: boolean;
  /** The search for the current text failed. */
  failed?: boolean;
  /** Leaving the box marks the field visited, so its error may show. */
  onBlur?: () => void;
  /**
   * Shown in the open list, under 'No courses found', when the search found nothing (a 'suggest
   * it' button). Its buttons should keep the focus in the box on mouse down, as the options do.
   */
  noMatch?: ReactNode;
  /** Always shown under the hint or error (a small link). */
  footer?: ReactNode;
}

/**
 * A course combobox (ARIA 1.2 pattern): the person types, the caller searches, the list offers
 * the matches. Arrows move through them, Enter picks one (never submitting the form around it),
 * Escape closes the list (not the dialog around it). Presentational: no data calls.
 */
export function CoursePickerField({
  label,
  hint,
  placeholder,
  error,
  text,
  onTextChange,
  selected,
  onSelect,
  courses,
  loading,
  failed = false,
  onBlur,
  noMatch,
  footer,
}: CoursePickerFieldProps) {
  const id = useId();
  const listId = `${id}list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const expanded = open && !selected && text.trim().length > 0;
  const activeIndex = active < courses.length ? active : -1;
  const nothingFound = !loading && !failed && courses.length === 0;

  const choose = (course: CourseSelectionItem) => {
    onTextChange(courseTitle(course));
    setOpen(false);
    setActive(-1);
    onSelect(course);
  };

  const clear = () => {
    onTextChange('');
    onSelect(null);
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
      <Label htmlFor={`${id}input`}>{label}</Label>
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
          placeholder={placeholder}
          value={text}
          readOnly={Boolean(selected)}
          $invalid={Boolean(error)}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        />
        {selected ? (
          <Button variant="secondary" onClick={clear} aria-label={`Clear course ${formatCourseCode(selected.courseCode)}`}>
            Clear
          </Button>
        ) : null}
      </Row>
      <Popup hidden={!expanded}>
        <List id={listId} role="listbox" aria-label="Courses">
          {loading ? <Status role="presentation">Searching courses...</Status> : null}
          {!loading && failed ? <Status role="presentation">Could not search courses. Keep typing to try again.</Status> : null}
          {nothingFound ? <Status role="presentation">No courses found</Status> : null}
          {!loading
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
        {nothingFound && noMatch ? <PopupFooter>{noMatch}</PopupFooter> : null}
      </Popup>
      {error ? (
        <Note id={`${id}error`} $error>
          {error}
        </Note>
      ) : (
        <Note id={`${id}hint`}>{hint}</Note>
      )}
      {footer}
    </Root>
  );
}
