import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, FieldRoot } from './fieldStyles.ts';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Text = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'name'> {
  name: string;
  /** The label. */
  children: ReactNode;
  error?: string | null;
}

/** A checkbox whose children are its label, with an inline error. */
export function Checkbox({ name, children, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <FieldRoot className={className}>
      <Row>
        <Box
          {...rest}
          id={inputId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? errorId : undefined, rest['aria-describedby'])}
        />
        <Text htmlFor={inputId}>{children}</Text>
      </Row>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
