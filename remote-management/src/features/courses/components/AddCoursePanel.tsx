import { Icon } from '@lectern/shared-ui';
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

const Modes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    cursor: pointer;
  }
`;

type AddMode = 'existing' | 'new';

/**
 * The Add Course panel (spec §2, §5): closed until asked for, then a choice between linking an
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
            <Modes>
              <legend>How to add it</legend>
              <label>
                <input type="radio" name={`${id}mode`} checked={mode === 'existing'} onChange={() => setMode('existing')} />
                Link an existing course
              </label>
              <label>
                <input type="radio" name={`${id}mode`} checked={mode === 'new'} onChange={() => setMode('new')} />
                Create a new course
              </label>
            </Modes>
            {mode === 'existing' ? <LinkExistingCourseForm /> : <CourseForm />}
          </>
        ) : null}
      </Body>
    </Panel>
  );
}
