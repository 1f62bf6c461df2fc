import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ErrorText, FieldRoot as Root, Hint, Label, controlStyles } from '@lectern/shared-ui/forms';
import styled from 'styled-components';

// A labelled multi-line field that looks like shared-ui's TextField (which has no textarea).

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
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
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Root>
      <Label htmlFor={areaId}>{label}</Label>
      <Area {...rest} id={areaId} name={name} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Root>
  );
}
