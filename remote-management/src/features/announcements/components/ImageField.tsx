import { describedBy, ErrorText, FieldRoot, Hint, Label } from '@lectern/shared-ui/forms';
import { useId, type FocusEvent } from 'react';
import styled from 'styled-components';

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

export interface ImageFieldProps {
  label: string;
  name: string;
  accept: string;
  hint: string;
  error?: string;
  onFile: (file: File | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A labelled picker for one optional image, with its hint and inline error. The student area
 * has its own (a remote never imports another); this one is the portal's.
 */
export function ImageField({ label, name, accept, hint, error, onFile, onBlur }: ImageFieldProps) {
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
