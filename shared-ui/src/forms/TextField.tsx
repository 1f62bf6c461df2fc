import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, ErrorText, FieldRoot, Hint, Label } from './fieldStyles.ts';

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean; $hasTrailing: boolean }>`
  ${controlStyles}
  padding-right: ${({ $hasTrailing }) => ($hasTrailing ? '52px' : '14px')};
`;

const Trailing = styled.div`
  position: absolute;
  right: 4px;
  display: flex;
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name'> {
  label: ReactNode;
  name: string;
  /** The message shown under the field; marks it invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** A control inside the field's right edge (the password toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and inline error, both tied to it by `aria-describedby`. */
export function TextField({ label, name, error, hint, trailing, id, type = 'text', className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <FieldRoot className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow>
        <Input
          {...rest}
          id={inputId}
          name={name}
          type={type}
          $invalid={Boolean(error)}
          $hasTrailing={Boolean(trailing)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? errorId : undefined, hint ? hintId : undefined, rest['aria-describedby'])}
        />
        {trailing ? <Trailing>{trailing}</Trailing> : null}
      </InputRow>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
