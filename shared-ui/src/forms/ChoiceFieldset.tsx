import { useId, type FocusEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText } from './fieldStyles.ts';

const Fieldset = styled.fieldset<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'flex' : 'grid')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? `${theme.space.sm} ${theme.space.lg}` : theme.space.xs)};
  border: 0;
  padding: 0;
  margin: 0;

  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
    align-items: center;
    gap: ${({ theme, $inline }) => ($inline ? theme.space.xs : theme.space.sm)};
    min-height: ${({ $inline }) => ($inline ? '44px' : '36px')};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export interface ChoiceFieldsetProps<T extends string> {
  legend: ReactNode;
  /** The radio buttons' name (the field's, for formik's handleBlur). */
  name: string;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  /** The chosen value; '' while none is. */
  value: T | '';
  onChange: (value: T) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Shown under the choices, and read with the group. */
  error?: string;
  /** The choices side by side (wrapping), rather than one under another. */
  inline?: boolean;
}

/** One choice among a few: radio buttons under a legend, with an error read with the group. */
export function ChoiceFieldset<T extends string>({ legend, name, options, value, onChange, onBlur, error, inline = false }: ChoiceFieldsetProps<T>) {
  const errorId = `${useId()}error`;
  return (
    <Fieldset $inline={inline} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} onBlur={onBlur} />
          {option.label}
        </label>
      ))}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
