import { useId, type FocusEvent } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, FieldRoot, Hint, Label } from './fieldStyles.ts';

// A dashed box rather than controlStyles' solid one: the browser's own file button sits inside it.
const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 8px;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface FileInputFieldProps {
  label: string;
  name: string;
  /** The input's `accept`: the types the picker offers (the server checks them again). */
  accept: string;
  hint: string;
  error?: string;
  /** The picked file, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A labelled picker for one file, with its hint and inline error tied to it by `aria-describedby`. */
export function FileInputField({ label, name, accept, hint, error, onFile, onBlur }: FileInputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        name={name}
        accept={accept}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : undefined, hintId)}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <Hint id={hintId}>{hint}</Hint>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
