import { Icon } from '@lectern/shared-ui';
import { ChoiceFieldset } from '@lectern/shared-ui/forms';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { CourseForm } from './CourseForm.tsx';
import { LinkExistingCourseForm } from './LinkExistingCourseForm.tsx';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

type AddMode = 'existing' | 'new';

const MODES: ReadonlyArray<{ value: AddMode; label: string }> = [
  { value: 'existing', label: 'Link an existing course' },
  { value: 'new', label: 'Create a new course' },
];

/**
 * The Add Course panel, as the specification has it: closed until asked for, then a choice between linking an
 * existing course to a department and creating a new one. Each side keeps its own form.
 */
export function AddCoursePanel() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AddMode>('existing');
  return (
    <Panel aria-labelledby={`${id}toggle`}>
      <h2>
        <Toggle id={`${id}toggle`} type="button" aria-expanded={open} aria-controls={`${id}body`} onClick={() => setOpen((value) => !value)}>
          Add Course
          <Icon icon={open ? Minus : Plus} />
        </Toggle>
      </h2>
      <Body id={`${id}body`} hidden={!open}>
        {open ? (
          <>
            <ChoiceFieldset legend="How to add it" name={`${id}mode`} options={MODES} value={mode} onChange={setMode} inline />
            {mode === 'existing' ? <LinkExistingCourseForm /> : <CourseForm />}
          </>
        ) : null}
      </Body>
    </Panel>
  );
}
