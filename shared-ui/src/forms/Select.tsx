import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../primitives/Icon.tsx';
import { controlStyles, describedBy, ErrorText, FieldRoot, Hint, Label } from './fieldStyles.ts';

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

/** The browser's own arrow is hidden; a chevron drawn over the right edge takes its place. */
const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: calc(${({ theme }) => theme.space.md} + ${({ theme }) => theme.icons.sizes.md}px + ${({ theme }) => theme.space.sm});
  font-family: inherit;
  line-height: 1.4;
  text-overflow: ellipsis;
  cursor: pointer;

  &::-ms-expand {
    display: none;
  }
`;

/** Clicks pass through the chevron to the select beneath it. */
const Chevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  display: inline-flex;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};

  select:disabled + & {
    opacity: 0.6;
  }
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

/**
 * A native <select> styled like the text fields (a chevron in place of the browser's arrow), with
 * its label, an optional placeholder option, a hint and an inline error.
 */
export function Select({ label, name, options, placeholder, error, hint, id, className, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${name}-${autoId}`;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  return (
    <FieldRoot className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <Control>
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
        <Chevron>
          <Icon icon={ChevronDown} />
        </Chevron>
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
