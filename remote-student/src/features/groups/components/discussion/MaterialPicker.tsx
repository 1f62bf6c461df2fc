import { CLASSIFICATION_LABELS, formatCourseCode, type Material } from '@lectern/shared-api';
import { materialListQuery, useDebounced } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { TextField } from '@lectern/shared-ui/forms';
import { useQuery } from '@tanstack/react-query';
import FileText from 'lucide-react/icons/file-text';
import Paperclip from 'lucide-react/icons/paperclip';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { typeLabel } from '../../../../components/MaterialCard.tsx';

/** Typing pauses this long before the search runs (as the course search does). */
export const MATERIAL_SEARCH_DEBOUNCE_MS = 300;
const RESULTS_SHOWN = 5;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Result = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Words = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  ${Words} {
    flex: 1;
  }
`;

/** Course code, classification and type, in one line. */
const describe = (material: Material) =>
  [material.course ? formatCourseCode(material.course.courseCode) : null, CLASSIFICATION_LABELS[material.classification], typeLabel(material)]
    .filter(Boolean)
    .join(' · ');

export interface MaterialPickerProps {
  value: Material | null;
  onChange: (material: Material | null) => void;
}

/**
 * "Share a material": searches materials with the materials search (only what the poster may see),
 * and shows the chosen one as a small card with Remove. The server checks again that the poster may
 * open it, and each reader sees it only as the material's own rules allow.
 */
export function MaterialPicker({ value, onChange }: MaterialPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), MATERIAL_SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...materialListQuery('search', { query, limit: RESULTS_SHOWN }), enabled: open && query.length > 0 });
  const shareButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'share' | 'remove' | null>(null);
  const resultsId = useId();

  useEffect(() => {
    const target = focusAfter.current === 'share' ? shareButton.current : focusAfter.current === 'remove' ? removeButton.current : null;
    focusAfter.current = null;
    target?.focus();
  }, [value, open]);

  if (value) {
    return (
      <Chosen role="group" aria-label="Shared material">
        <Icon icon={FileText} />
        <Words>
          <span>{value.label}</span>
          <small>{describe(value)}</small>
        </Words>
        <Button
          ref={removeButton}
          variant="ghost"
          size="sm"
          aria-label={`Remove ${value.label}`}
          title="Remove"
          onClick={() => {
            focusAfter.current = 'share';
            onChange(null);
          }}
        >
          <Icon icon={X} size="sm" />
        </Button>
      </Chosen>
    );
  }

  if (!open) {
    return (
      <div>
        <Button ref={shareButton} variant="secondary" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
          <Icon icon={Paperclip} size="sm" /> Share a material
        </Button>
      </div>
    );
  }

  const found = results.data?.data ?? [];
  return (
    <Panel role="group" aria-label="Share a material">
      <TextField
        label="Search materials"
        name="material-search"
        type="search"
        autoFocus
        value={text}
        aria-controls={resultsId}
        onChange={(event) => setText(event.target.value)}
        // Enter searches here; it must not send the post around it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
          if (event.key === 'Escape') {
            event.preventDefault();
            focusAfter.current = 'share';
            setOpen(false);
          }
        }}
      />
      <div id={resultsId} aria-live="polite">
        {!query ? (
          <Note>Type a title, course code or topic.</Note>
        ) : results.isPending ? (
          <Note>Searching...</Note>
        ) : results.isError ? (
          <Note>Could not search materials. Try again.</Note>
        ) : found.length === 0 ? (
          <Note>No materials found.</Note>
        ) : (
          <Results aria-label="Materials found">
            {found.map((material) => (
              <Result key={material.id}>
                <Words>
                  <span>{material.label}</span>
                  <small>{describe(material)}</small>
                </Words>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Share ${material.label}`}
                  onClick={() => {
                    focusAfter.current = 'remove';
                    setText('');
                    setOpen(false);
                    onChange(material);
                  }}
                >
                  Share
                </Button>
              </Result>
            ))}
          </Results>
        )}
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            focusAfter.current = 'share';
            setOpen(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </Panel>
  );
}
