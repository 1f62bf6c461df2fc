import FileText from 'lucide-react/icons/file-text';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type DragEvent, type FocusEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../primitives/Button.tsx';
import { Icon } from '../primitives/Icon.tsx';
import { IconInCircle } from '../primitives/IconInCircle.tsx';
import { describedBy, ErrorText, FieldRoot, Label } from './fieldStyles.ts';
import { formatFileSize } from './fileSize.ts';

const Zone = styled.div<{ $invalid: boolean; $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surface)};
  border: 2px dashed
    ${({ theme, $invalid, $dragging }) => ($dragging ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: background-color 150ms ease, border-color 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  /* The native input is the control; its keyboard focus shows on the whole zone. */
  &:has(> input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/**
 * The real file input, kept underneath: invisible but covering the zone, so a click or a tap
 * anywhere opens the picker, Tab reaches it, Enter or Space opens it, and assistive technology
 * meets an ordinary labelled file input.
 */
const NativeInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
`;

const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ZoneHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChosenText = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A long file name is cut with an ellipsis rather than pushing the Remove button off a phone. */
const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 100%;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export interface FileInputFieldProps {
  label: string;
  name: string;
  /** The input's `accept`: the types the picker offers (the server checks them again). */
  accept: string;
  /** The accepted types and the size limit, e.g. "PDF, PPT or DOC, up to 20 MB", shown in the zone. */
  hint: string;
  error?: string;
  /** The picked (or dropped) file, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * The chosen file when the form holds it (fileFieldProps passes it), so a reset form shows none;
   * left out, the field remembers the last file itself.
   */
  file?: File | null;
}

/**
 * A drop zone for one file: "Choose a file or drop it here", the accepted types and the limit,
 * then the chosen file's name and size with a Remove button. The native input stays underneath,
 * labelled, with the hint and the error tied to it by `aria-describedby`.
 */
export function FileInputField({ label, name, accept, hint, error, onFile, onBlur, file }: FileInputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const chosen = file === undefined ? ownFile : file;

  // A choice cleared from outside (a reset form) clears the native input too.
  useEffect(() => {
    if (!chosen && inputRef.current) inputRef.current.value = '';
  }, [chosen]);

  const choose = (next: File | null) => {
    setOwnFile(next);
    onFile(next);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    choose(null);
    // The Remove button goes away with the file; focus goes back to the field.
    inputRef.current?.focus();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    const dropped = files?.[0];
    if (!dropped) return;
    // Keep the native input in step, so it names the same file to a screen reader.
    if (inputRef.current && typeof FileList !== 'undefined' && files instanceof FileList) {
      try {
        inputRef.current.files = files;
      } catch {
        // Some browsers refuse; the field still shows and reports the dropped file.
      }
    }
    choose(dropped);
  };

  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Zone
        $invalid={Boolean(error)}
        $dragging={dragging}
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <IconInCircle icon={Upload} />
        <Prompt>
          <strong>Choose a file</strong> or drop it here
        </Prompt>
        <ZoneHint id={hintId}>{hint}</ZoneHint>
        <NativeInput
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? errorId : undefined, hintId)}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
      </Zone>
      <div aria-live="polite">
        {chosen ? (
          <Chosen>
            <Icon icon={FileText} />
            <ChosenText>
              <FileName title={chosen.name}>{chosen.name}</FileName>
              <span>{formatFileSize(chosen.size)}</span>
            </ChosenText>
            <Button variant="ghost" size="sm" onClick={remove} aria-label={`Remove ${chosen.name}`}>
              <Icon icon={X} size="sm" />
              Remove
            </Button>
          </Chosen>
        ) : null}
      </div>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
