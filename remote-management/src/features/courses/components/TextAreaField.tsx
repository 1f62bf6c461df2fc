import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ErrorText, FieldRoot, Hint, Label, controlStyles, describedBy } from '@lectern/shared-ui/forms';
import styled from 'styled-components';

// shared-ui's TextField has no multi-line variant; this one looks and behaves the same.

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 88px;
  font: inherit;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'name'> {
  label: ReactNode;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A textarea with its label, hint and inline error, tied together by `aria-describedby`. */
export function TextAreaField({ label, name, error, hint, id, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? `${name}-${autoId}`;
  const errorId = `${areaId}-error`;
  const hintId = `${areaId}-hint`;
  return (
    <FieldRoot>
      <Label htmlFor={areaId}>{label}</Label>
      <Area
        {...rest}
        id={areaId}
        name={name}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : undefined, hint ? hintId : undefined)}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
