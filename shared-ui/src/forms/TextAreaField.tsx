import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, ErrorText, FieldRoot, Hint, Label } from './fieldStyles.ts';

// At least three lines even with fewer rows, so a short field still reads as free text.
const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  font: inherit;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'name'> {
  label: ReactNode;
  name: string;
  /** The message shown under the field; marks it invalid. */
  error?: string | null;
  hint?: ReactNode;
}

/** The multi-line TextField: a labelled textarea with its hint and inline error, tied to it by `aria-describedby`. */
export function TextAreaField({ label, name, error, hint, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? `${name}-${autoId}`;
  const errorId = `${areaId}-error`;
  const hintId = `${areaId}-hint`;
  return (
    <FieldRoot className={className}>
      <Label htmlFor={areaId}>{label}</Label>
      <Area
        {...rest}
        id={areaId}
        name={name}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : undefined, hint ? hintId : undefined, rest['aria-describedby'])}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
