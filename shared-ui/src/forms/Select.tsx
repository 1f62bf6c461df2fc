import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, ErrorText, FieldRoot, Hint, Label } from './fieldStyles.ts';

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'name' | 'children'> {
  label: ReactNode;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty-valued option ('Select a faculty', 'Loading...'). */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A native <select> with its label, an optional placeholder option, a hint and an inline error. */
export function Select({ label, name, options, placeholder, error, hint, id, className, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${name}-${autoId}`;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  return (
    <FieldRoot className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect
        {...rest}
        id={selectId}
        name={name}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : undefined, hint ? hintId : undefined, rest['aria-describedby'])}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
