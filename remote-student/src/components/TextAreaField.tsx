import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

// A labelled multi-line field that looks like shared-ui's TextField (which has no textarea).

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: 10px 14px;
  font: inherit;
  font-size: 1rem;
  resize: vertical;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
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
