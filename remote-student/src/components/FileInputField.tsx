import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { FieldRoot as Root, Label } from '@lectern/shared-ui/forms';
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

const Note = styled.p<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface FileInputFieldProps {
  label: string;
  name: string;
  accept: string;
  hint: string;
  error?: string;
  onFile: (file: File | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A labelled file input with a hint and an inline error (the upload and blog forms). */
export function FileInputField({ label, name, accept, hint, error, onFile, onBlur }: FileInputFieldProps) {
  const id = useId();
  return (
    <Root>
      <Label htmlFor={`${id}input`}>{label}</Label>
      <Input
        id={`${id}input`}
        type="file"
        name={name}
        accept={accept}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}error ${id}hint` : `${id}hint`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <Note id={`${id}hint`}>{hint}</Note>
      {error ? (
        <Note id={`${id}error`} $error>
          {error}
        </Note>
      ) : null}
    </Root>
  );
}
